/** What the workspaces module tells its callers. */
export const workspaceMessages = {
  notFound: 'Workspace not found.',
  memberNotFound: 'Member not found.',
  tooManyWorkspaces: (max: number) => `You can own at most ${max} workspaces.`,
  manageMembersForbidden: 'Only the owners and admins of a workspace can remove its members.',
  removeOwnerForbidden: 'Only an owner can remove another owner.',
  lastOwner: 'A workspace needs an owner: make someone else an owner before this one leaves.',
  personalOwner: 'You cannot leave your personal workspace.',
} as const;
