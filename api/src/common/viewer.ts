/**
 * The signed-in user's type. The auth module fills it in by declaration merging (auth/user.entity.ts
 * makes it its `User`), so common/ names "who is asking" without importing a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface SignedInUser {}

/** The signed-in user behind a request, or null. Loaded fresh each request so role changes apply at once. */
export type Viewer = SignedInUser | null;
