import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CreditKind } from '../../../plans/credit-kind';

@ObjectType('ClientBudget', { description: 'A client’s monthly cap of one credit kind, and what its projects spent of it this UTC calendar month.' })
export class ClientBudgetOutput {
  @Field(() => CreditKind)
  kind!: CreditKind;

  @Field(() => Int)
  credits!: number;

  @Field(() => Int)
  used!: number;
}

@ObjectType('WorkspaceClient', { description: 'A client of a workspace: its projects are grouped under it and its client viewers see only those.' })
export class WorkspaceClientOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => [ClientBudgetOutput])
  budgets!: ClientBudgetOutput[];

  @Field()
  createdAt!: Date;
}
