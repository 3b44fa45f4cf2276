/** What the workspaces module tells its callers. */
export const workspaceMessages = {
  notFound: 'Workspace not found.',
  memberNotFound: 'Member not found.',
  tooManyWorkspaces: (max: number) => `You can own at most ${max} workspaces.`,
  manageMembersForbidden: 'Only the owners and admins of a workspace can remove its members.',
  removeOwnerForbidden: 'Only an owner can remove another owner.',
  lastOwner: 'A workspace needs an owner: make someone else an owner before this one leaves.',
  personalOwner: 'You cannot leave your personal workspace.',
  personalInvite: 'Your personal workspace is yours alone: create a workspace to work with others.',
  inviteForbidden: 'Only the owners and admins of a workspace can invite members.',
  changeRoleForbidden: 'Only the owners and admins of a workspace can change roles, and only an owner can make or unmake an owner.',
  alreadyMember: (email: string) => `${email} is already a member of this workspace.`,
  noSeatFree: (plan: string, seats: number) =>
    `The ${plan} plan includes ${seats} seat${seats === 1 ? '' : 's'}, and every one is taken or invited: remove a member or cancel an invitation first, or upgrade the workspace owner's plan.`,
  invitationNotFound: 'Invitation not found.',
  auditForbidden: 'Only the owners and admins of a workspace can read its audit log.',
  invitationNotValid: 'This invitation is not valid: it was accepted or cancelled, or it has expired.',
  invitationForAnother: (email: string) => `This invitation was sent to ${email}: sign in with that address to accept it.`,
  clientNotFound: 'Client not found.',
  clientNameTaken: (name: string) => `A client named “${name}” already exists in this workspace.`,
  clientBudgetExceeded: (client: string, budget: number, credits: string, used: number) => `This would pass ${client}'s monthly budget of ${budget} ${credits} (${used} used).`,
  manageClientsForbidden: 'Only the owners and admins of a workspace can add, change or delete its clients.',
} as const;
