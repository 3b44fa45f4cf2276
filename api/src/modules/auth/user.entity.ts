import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { FREE_PLAN_ID, getPlanOrThrow, type PlanId } from '../billing/plans';

export enum UserRole {
  user = 'user',
  admin = 'admin',
}
registerEnumType(UserRole, { name: 'UserRole' });

@ObjectType()
@Entity({ tableName: 'users' })
export class User extends BaseEntity<'role' | 'planId' | 'pendingPlanId' | 'creditsUsed' | 'isAdmin' | 'subscriptionTier' | 'creditLimit'> {

  @Field()
  @Property({ type: 'string', length: 100 })
  fullName!: string;

  /** Always stored trimmed and lower-cased. */
  @Field()
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Field(() => UserRole)
  @Enum({ items: () => UserRole, nativeEnumName: undefined, type: 'string' })
  role: UserRole = UserRole.user;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  planId: PlanId = FREE_PLAN_ID;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'smallint', nullable: true })
  pendingPlanId: PlanId | null = null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  creditsUsed: number = 0;

  get isAdmin(): boolean {
    return this.role === UserRole.admin;
  }

  @Field()
  get subscriptionTier(): string {
    return getPlanOrThrow(this.planId).tier;
  }

  /** Admins are staff: plan limits do not apply to them. */
  @Field(() => Int, { nullable: true, description: 'Monthly keyword searches; null means unlimited.' })
  get creditLimit(): number | null {
    return this.isAdmin ? null : getPlanOrThrow(this.planId).limits.monthlyKeywordSearches;
  }
}
