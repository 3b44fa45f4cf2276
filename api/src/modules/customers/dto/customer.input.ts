import { Field, InputType } from 'type-graphql';

@InputType()
export class CustomerInput {
  @Field()
  name!: string;

  @Field()
  company!: string;

  @Field()
  position!: string;

  @Field(() => String, { nullable: true })
  logoUrl?: string | null;

  @Field()
  testimonial!: string;

  @Field({ defaultValue: false })
  featured!: boolean;
}
