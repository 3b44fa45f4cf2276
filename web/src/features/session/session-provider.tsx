import * as React from 'react';
import { getFragmentData } from '../../gql';
import type { SessionUserFragment as SessionUserData } from '../../gql/graphql';
import { clearToken, getToken, setToken } from '../../lib/auth-token';
import { requestErrorMessage, useGraphQLRequest } from '../../lib/graphql-request';
import { MeQuery, SessionUserFragment, SignInMutation, SignUpMutation } from './session-documents';

export type SessionUser = SessionUserData;

export interface AuthContextValue {
  user: SessionUser | null;
  loading: boolean;
  /**
   * The maintenance switch as the last read of the profile found it; null when the current user did not come from
   * such a read (signed out, or signed in through the form) and the gate must ask itself.
   */
  maintenance: boolean | null;
  login(email: string, password: string): Promise<SessionUser>;
  signup(fullName: string, email: string, password: string): Promise<SessionUser>;
  logout(): void;
  updateUser(partial: Partial<SessionUser>): void;
  /** Re-reads the profile from the server (e.g. after a payment); keeps the user on failure. */
  refresh(): Promise<SessionUser | null>;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const request = useGraphQLRequest();
  const [user, setUser] = React.useState<SessionUser | null>(null);
  // Without a token there is nobody to load.
  const [loading, setLoading] = React.useState(() => getToken() !== null);
  const [maintenance, setMaintenance] = React.useState<boolean | null>(null);

  const fetchMe = React.useCallback(async () => {
    const data = await request(MeQuery);
    return { me: getFragmentData(SessionUserFragment, data.me) ?? null, maintenance: data.maintenance };
  }, [request]);

  React.useEffect(() => {
    let cancelled = false;
    if (!getToken()) return;
    fetchMe()
      .then(({ me, maintenance: switchedOn }) => {
        if (cancelled) return;
        // `me` is null when the server no longer accepts the token, so drop it.
        if (!me) clearToken();
        setUser(me);
        setMaintenance(switchedOn);
      })
      .catch(() => {
        if (!cancelled) setUser(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [fetchMe]);

  const login = React.useCallback(
    async (email: string, password: string) => {
      try {
        const data = await request(SignInMutation, { input: { email, password } });
        if (!data.signIn.token) throw new Error('Login failed');
        setToken(data.signIn.token);
        const signedIn = getFragmentData(SessionUserFragment, data.signIn.user);
        setMaintenance(null);
        setUser(signedIn);
        return signedIn;
      } catch (error) {
        throw new Error(requestErrorMessage(error, 'Login failed'));
      }
    },
    [request],
  );

  const signup = React.useCallback(
    async (fullName: string, email: string, password: string) => {
      try {
        const data = await request(SignUpMutation, { input: { fullName, email, password } });
        if (!data.signUp.token) throw new Error('Signup failed');
        setToken(data.signUp.token);
        const signedUp = getFragmentData(SessionUserFragment, data.signUp.user);
        setMaintenance(null);
        setUser(signedUp);
        return signedUp;
      } catch (error) {
        throw new Error(requestErrorMessage(error, 'Signup failed'));
      }
    },
    [request],
  );

  const logout = React.useCallback(() => {
    // Apollo's cache, once a page has loaded it, is reset when the token goes (app/apollo.ts).
    clearToken();
    setMaintenance(null);
    setUser(null);
  }, []);

  const updateUser = React.useCallback((partial: Partial<SessionUser>) => {
    setUser((current) => (current ? { ...current, ...partial } : current));
  }, []);

  const refresh = React.useCallback(async () => {
    if (!getToken()) return null;
    try {
      const { me, maintenance: switchedOn } = await fetchMe();
      setUser(me);
      setMaintenance(switchedOn);
      return me;
    } catch {
      return null;
    }
  }, [fetchMe]);

  const value = React.useMemo<AuthContextValue>(
    () => ({ user, loading, maintenance, login, signup, logout, updateUser, refresh }),
    [user, loading, maintenance, login, signup, logout, updateUser, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within AuthProvider');
  return context;
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin';
}
