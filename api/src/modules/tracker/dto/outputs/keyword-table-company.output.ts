import { Field, ObjectType } from 'type-graphql';

@ObjectType('KeywordTableCompany')
export class KeywordTableCompanyOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field({ description: "The instance owner's own company." })
  own!: boolean;
}
