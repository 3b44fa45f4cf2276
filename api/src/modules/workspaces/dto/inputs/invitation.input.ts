import { z } from 'zod';
import { emailField } from '../../../../common/validation';
import { WorkspaceRole } from '../../../auth/workspace.entity';

/** The roles an invitation grants: owners are made by an owner among members; client viewers come with client projects. */
export const INVITED_ROLES = [WorkspaceRole.admin, WorkspaceRole.member] as const;

export const newInvitationSchema = z.object({
  email: emailField,
  role: z.enum(INVITED_ROLES, { error: 'Role must be admin or member.' }),
});

/** A member's new role (an owner may make another owner). */
export const memberRoleSchema = z.object({
  role: z.enum([WorkspaceRole.owner, WorkspaceRole.admin, WorkspaceRole.member], { error: 'Role must be owner, admin or member.' }),
});
