// The bearer token lives in localStorage under "token" (spec §7). Listeners let the
// realtime connection reconnect with fresh credentials when the token changes.
const TOKEN_KEY = 'token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((listener) => listener());
}

export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
