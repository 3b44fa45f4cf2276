import { Field, ID, ObjectType } from 'type-graphql';
import { WorkspaceRole } from '../../../auth/workspace.entity';

@ObjectType('WorkspaceMembership', { description: 'A workspace you belong to, and your role in it.' })
export class WorkspaceMembershipOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => WorkspaceRole)
  role!: WorkspaceRole;

  @Field({ description: 'The workspace made with your account: where requests naming no workspace act.' })
  personal!: boolean;
}

@ObjectType('WorkspaceMember', { description: 'A member of a workspace.' })
export class WorkspaceMemberOutput {
  @Field(() => ID)
  userId!: string;

  @Field()
  email!: string;

  @Field(() => WorkspaceRole)
  role!: WorkspaceRole;

  @Field(() => ID, { nullable: true, description: 'A client viewer’s client: the one whose projects they see.' })
  clientId?: string | null;
}
