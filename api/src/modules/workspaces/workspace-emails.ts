import { escapeHtml } from '../../common/html-escape';
import type { OutgoingEmail } from '../email/email-sender';
import type { WorkspaceRole } from '../auth/workspace.entity';

type Composed = Pick<OutgoingEmail, 'subject' | 'text' | 'html'>;

/** `an admin`, `a member`: a role as a sentence names it. */
const aRole = (role: WorkspaceRole) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

/** To the invited address: who invites them where, as what, and the link that accepts. */
export function invitationEmail({ inviter, workspace, role, url, days }: { inviter: string; workspace: string; role: WorkspaceRole; url: string; days: number }): Composed {
  return {
    subject: `${inviter} invited you to ${workspace} on Rankcraft`,
    text: `${inviter} invited you to join the workspace ${workspace} on Rankcraft as ${aRole(role)}.\n\nAccept the invitation (sign in or create an account with this email address first): ${url}\n\nThe link works once and expires in ${days} days.\n`,
    html: `<p>${escapeHtml(inviter)} invited you to join the workspace <strong>${escapeHtml(workspace)}</strong> on Rankcraft as ${aRole(role)}.</p><p><a href="${escapeHtml(url)}">Accept the invitation</a> (sign in or create an account with this email address first).</p><p>The link works once and expires in ${days} days.</p>`,
  };
}

/** To the inviter: the invitation was accepted. */
export function acceptedEmail({ member, workspace, role }: { member: string; workspace: string; role: WorkspaceRole }): Composed {
  return {
    subject: `${member} joined ${workspace}`,
    text: `${member} accepted your invitation and joined the workspace ${workspace} as ${aRole(role)}.\n`,
    html: `<p>${escapeHtml(member)} accepted your invitation and joined the workspace <strong>${escapeHtml(workspace)}</strong> as ${aRole(role)}.</p>`,
  };
}

/** To a member whose role changed. */
export function roleChangedEmail({ workspace, role }: { workspace: string; role: WorkspaceRole }): Composed {
  return {
    subject: `Your role in ${workspace} changed`,
    text: `You are now ${aRole(role)} of the workspace ${workspace} on Rankcraft.\n`,
    html: `<p>You are now ${aRole(role)} of the workspace <strong>${escapeHtml(workspace)}</strong> on Rankcraft.</p>`,
  };
}

/** To a member who was removed (not to one who left). */
export function removedEmail({ workspace }: { workspace: string }): Composed {
  return {
    subject: `You were removed from ${workspace}`,
    text: `You are no longer a member of the workspace ${workspace} on Rankcraft; its projects are no longer shown to you.\n`,
    html: `<p>You are no longer a member of the workspace <strong>${escapeHtml(workspace)}</strong> on Rankcraft; its projects are no longer shown to you.</p>`,
  };
}
