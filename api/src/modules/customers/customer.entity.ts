import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';

/** A featured testimonial shown on the landing page. */
@ObjectType()
@Entity({ tableName: 'customers' })
export class Customer extends BaseEntity<'logoUrl' | 'featured'> {

  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field()
  @Property({ type: 'string', length: 100 })
  company!: string;

  @Field()
  @Property({ type: 'string', length: 100 })
  position!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  logoUrl: string | null = null;

  @Field()
  @Property({ type: 'text' })
  testimonial!: string;

  @Field()
  @Property({ type: 'boolean' })
  @Index()
  featured: boolean = false;
}
