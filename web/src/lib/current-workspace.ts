import { getToken, onTokenChange } from './auth-token';

// The workspace the app acts in lives in localStorage, so every tab and every reload keeps it. None: the personal
// workspace (the api's default for a request that names no workspace).
const WORKSPACE_KEY = 'workspace';
/** The header that names the workspace of a request (HTTP GraphQL and REST). */
export const WORKSPACE_HEADER = 'Rankcraft-Workspace';
/** What the api answers for a workspace the caller is not (or no longer) a member of. */
export const WORKSPACE_NOT_FOUND = 'Workspace not found.';

/** Listeners to one value, each called when it changes; `subscribe` answers how to stop (useSyncExternalStore's shape). */
function changeSignal() {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const workspaceChanged = changeSignal();

export function getWorkspaceId(): string | null {
  try {
    return window.localStorage.getItem(WORKSPACE_KEY);
  } catch {
    return null;
  }
}

/** Acts in `id` from now on; null: the personal workspace. Listeners reconnect and re-read. */
export function setWorkspaceId(id: string | null): void {
  if (getWorkspaceId() === id) return;
  if (id) window.localStorage.setItem(WORKSPACE_KEY, id);
  else window.localStorage.removeItem(WORKSPACE_KEY);
  workspaceChanged.notify();
}

export const onWorkspaceChange = workspaceChanged.subscribe;

// The user's role in the current workspace, once the header's query has said it (null before, or signed out): a client
// viewer's header and landing page are their client's portal.
let currentRole: string | null = null;
const roleChanged = changeSignal();

export function getWorkspaceRole(): string | null {
  return currentRole;
}

export function setWorkspaceRole(role: string | null): void {
  if (currentRole === role) return;
  currentRole = role;
  roleChanged.notify();
}

export const onWorkspaceRoleChange = roleChanged.subscribe;

/** The header naming the current workspace, or none for the personal one. */
export function workspaceHeaders(): Record<string, string> {
  const id = getWorkspaceId();
  return id ? { [WORKSPACE_HEADER]: id } : {};
}

/** The bearer token and the workspace, for the app's own fetches of REST routes (`/api/...`). */
export function restHeaders(): Record<string, string> {
  const token = getToken();
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...workspaceHeaders() };
}

/** Whether a GraphQL error says the named workspace is not the caller's (removed, or another account signed in). */
export function isWorkspaceNotFound(error: { message: string; extensions?: Record<string, unknown> }): boolean {
  return error.message === WORKSPACE_NOT_FOUND && error.extensions?.code === 'NOT_FOUND';
}

// Signing out forgets the workspace: the next account starts in its own.
onTokenChange(() => {
  if (getToken()) return;
  setWorkspaceId(null);
  setWorkspaceRole(null);
});
