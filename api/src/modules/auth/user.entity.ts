import { Entity, Enum, Formula, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { currentCreditBalanceSql } from '../plans/credit-period.sql';
import { FREE_PLAN_ID, getPlanOrThrow, type PlanId } from '../plans/plans';

export enum UserRole {
  user = 'user',
  admin = 'admin',
}
registerEnumType(UserRole, { name: 'UserRole' });

@ObjectType()
@Entity({ tableName: 'users' })
export class User extends BaseEntity<'role' | 'planId' | 'pendingPlanId' | 'creditsUsed' | 'keywordSearchesGranted' | 'isAdmin' | 'subscriptionTier' | 'creditLimit' | 'creditBalancesLoaded'> {

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

  /** The workspace made with the account: where the user works when a request names no other. */
  @Property({ type: 'uuid', hidden: true })
  @Unique()
  personalWorkspaceId!: string;

  @Field(() => UserRole)
  @Enum({ items: () => UserRole, nativeEnumName: undefined, type: 'string' })
  role: UserRole = UserRole.user;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  planId: PlanId = FREE_PLAN_ID;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'smallint', nullable: true })
  pendingPlanId: PlanId | null = null;

  /**
   * Spec §3: the keyword searches used this period, from the credit ledger. Lazy, like
   * keywordSearchesGranted: a user is read on every request and these two subqueries are needed only
   * where a user is shown (AuthService.loadCreditBalances, or `populate` for a list).
   */
  @Field(() => Int, { description: 'Keyword searches used this period in the personal workspace.' })
  @Formula((table) => currentCreditBalanceSql(`${table.alias}.id`, `${table.alias}.personal_workspace_id`, 'keyword_searches', 'used'), { type: 'integer', lazy: true })
  creditsUsed: number = 0;

  /** Keyword searches an admin granted to the personal workspace for this period, on top of the plan's. */
  @Formula((table) => currentCreditBalanceSql(`${table.alias}.id`, `${table.alias}.personal_workspace_id`, 'keyword_searches', 'granted'), { type: 'integer', hidden: true, lazy: true })
  keywordSearchesGranted: number = 0;

  /** False for a user read from the database without its lazy credit balances. */
  get creditBalancesLoaded(): boolean {
    return (this.creditsUsed as number | undefined) !== undefined && (this.keywordSearchesGranted as number | undefined) !== undefined;
  }

  get isAdmin(): boolean {
    return this.role === UserRole.admin;
  }

  @Field()
  get subscriptionTier(): string {
    return getPlanOrThrow(this.planId).tier;
  }

  /** Admins are staff: plan limits do not apply to them. GraphQL reads it through UserResolver, which loads the balances first. */
  get creditLimit(): number | null {
    const allowance = this.isAdmin ? null : getPlanOrThrow(this.planId).limits.monthlyKeywordSearches;
    return allowance === null ? null : allowance + requireCreditBalances(this).keywordSearchesGranted;
  }
}

/** The user, whose lazy credit balances must have been loaded: reading them unloaded is a programming error. */
export function requireCreditBalances(user: User): User {
  if (!user.creditBalancesLoaded) throw new Error('The credit balances of this user were not loaded.');
  return user;
}

declare module '../../common/viewer' {
  /** "Who is asking" (common/viewer.ts) is a User. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the interface is User itself
  interface SignedInUser extends User {}
}
