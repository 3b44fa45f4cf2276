import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import type { CreditKind } from '../plans/credit-kind';

/** A client's monthly cap per credit kind; a kind left out has none. */
export type ClientBudgets = Partial<Record<CreditKind, number>>;

/**
 * A client of a workspace (an agency's customer): its tracking instances, reports and briefs are grouped
 * under it, its client viewers see only those, and its optional budgets cap what its projects spend
 * each UTC calendar month. Names are unique per workspace, ignoring case (a unique index on lower(name)).
 */
@Entity({ tableName: 'workspace_clients' })
@Index({ properties: ['workspaceId'] })
export class WorkspaceClient extends BaseEntity<'budgets'> {
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  budgets: ClientBudgets = {};
}
