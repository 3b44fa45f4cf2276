import { Field, ID, ObjectType } from 'type-graphql';
import { WorkspaceRole } from '../../../auth/workspace.entity';

@ObjectType('WorkspaceInvitation', { description: 'An invitation into a workspace, waiting to be accepted.' })
export class WorkspaceInvitationOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field(() => WorkspaceRole)
  role!: WorkspaceRole;

  @Field(() => ID, { nullable: true, description: 'A client viewer’s client: the one whose projects they will see.' })
  clientId!: string | null;

  @Field()
  expiresAt!: Date;
}

@ObjectType('CreatedWorkspaceInvitation', { description: 'A new invitation and its link: shown only now (it was also emailed).' })
export class CreatedInvitationOutput extends WorkspaceInvitationOutput {
  @Field({ description: 'Opens the page that accepts the invitation; single use, for the invited address.' })
  url!: string;
}

@ObjectType('InvitationPreview', { description: 'What an invitation link offers, before it is accepted.' })
export class InvitationPreviewOutput {
  @Field()
  workspaceName!: string;

  @Field(() => WorkspaceRole)
  role!: WorkspaceRole;

  @Field({ description: 'The address it was sent to: only an account with it can accept.' })
  email!: string;

  @Field({ description: 'Who invited.' })
  invitedBy!: string;

  @Field()
  expiresAt!: Date;
}

@ObjectType('AcceptedInvitation')
export class AcceptedInvitationOutput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => WorkspaceRole)
  role!: WorkspaceRole;
}

@ObjectType('AuditEvent', { description: 'One entry of a workspace’s audit log.' })
export class AuditEventOutput {
  @Field()
  at!: Date;

  @Field({ description: 'Who did it (their email); for a credit spend or refund, the plan owner whose credits they are.' })
  actor!: string;

  @Field(() => WorkspaceRole, { nullable: true })
  role!: WorkspaceRole | null;

  @Field({ description: '"web app", the API token it came with, or "credit ledger".' })
  via!: string;

  @Field({ description: 'The operation: a GraphQL mutation, a REST method and route, credits.spend or credits.refund.' })
  action!: string;

  @Field({ description: 'What it acted on: the ids (and email, role, kind) it was given.' })
  target!: string;
}
