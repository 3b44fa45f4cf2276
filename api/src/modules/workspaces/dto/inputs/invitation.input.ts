import { z } from 'zod';
import { emailField } from '../../../../common/validation';
import { WorkspaceRole } from '../../../auth/workspace.entity';

/** The roles an invitation grants: owners are made by an owner among members. */
export const INVITED_ROLES = [WorkspaceRole.admin, WorkspaceRole.member, WorkspaceRole.client] as const;

/** A client viewer's invitation names the client they will see; no other role's does. */
export const newInvitationSchema = z
  .object({
    email: emailField,
    role: z.enum(INVITED_ROLES, { error: 'Role must be admin, member or client.' }),
    clientId: z.string({ error: 'Client must be the id of a client of this workspace.' }).nullish(),
  })
  .refine((input) => input.role !== WorkspaceRole.client || !!input.clientId, { message: 'Choose the client this client viewer will see.' })
  .transform((input) => ({ ...input, clientId: input.role === WorkspaceRole.client ? input.clientId! : null }));

/** A member's new role (an owner may make another owner). */
export const memberRoleSchema = z.object({
  role: z.enum([WorkspaceRole.owner, WorkspaceRole.admin, WorkspaceRole.member], { error: 'Role must be owner, admin or member.' }),
});
