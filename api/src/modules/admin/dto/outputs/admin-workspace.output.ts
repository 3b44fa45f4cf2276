import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CreditKind } from '../../../plans/credit-kind';

@ObjectType('AdminWorkspaceMembers', { description: 'A workspace’s members by role.' })
export class AdminWorkspaceMembersOutput {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  owners!: number;

  @Field(() => Int)
  admins!: number;

  @Field(() => Int)
  members!: number;

  @Field(() => Int)
  clients!: number;
}

@ObjectType('AdminWorkspaceUsage', { description: 'Credits of one kind a workspace used in its current period.' })
export class AdminWorkspaceUsageOutput {
  @Field(() => CreditKind)
  kind!: CreditKind;

  @Field(() => Int)
  used!: number;
}

@ObjectType('AdminWorkspace', { description: 'A workspace as the admin area lists it.' })
export class AdminWorkspaceOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'A user’s personal workspace.' })
  personal!: boolean;

  @Field(() => String, { nullable: true, description: 'Its (first) owner’s email; null once no owner is left.' })
  ownerEmail!: string | null;

  @Field(() => String, { nullable: true, description: 'The plan it works under: its owner’s.' })
  planName!: string | null;

  @Field(() => AdminWorkspaceMembersOutput)
  members!: AdminWorkspaceMembersOutput;

  @Field(() => [AdminWorkspaceUsageOutput], { description: 'Credits used this period, every kind.' })
  usage!: AdminWorkspaceUsageOutput[];
}

@ObjectType('AdminWorkspacePage', { description: 'One page of the admin workspaces list.' })
export class AdminWorkspacePageOutput {
  @Field(() => [AdminWorkspaceOutput])
  items!: AdminWorkspaceOutput[];

  @Field(() => Int, { description: 'Workspaces matching the search, on every page.' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}
