/** What the admin area tells its callers. */
export const adminMessages = {
  fillInAllFields: 'Please fill in all fields',
  ownAdminRole: 'You cannot remove your own admin role.',
} as const;
