/** What the content module's job steps tell their users (the brief's own texts are briefMessages and briefJobMessages). */
export const contentMessages = {
  briefDeleted: 'The content brief was deleted.',
  noResultAt: (position: number) => `The brief has no result ${position}.`,
} as const;
