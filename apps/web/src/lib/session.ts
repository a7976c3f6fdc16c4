// The signed-in session: token, user and company, kept in localStorage (per origin, so per tenant).
// A tiny external store: components read it with useSession(), loaders and the API client directly.
import { useSyncExternalStore } from 'react';
import type { AuthUser, LoginResponse, LoginAsResponse } from '@trilha/shared/auth';

export type Company = LoginResponse['company'];
export type Session = {
  token: string;
  user: AuthUser;
  company: Company;
  /** While viewing as another user: who we really are, to return to later. */
  impersonator?: { user: AuthUser; token: string };
};

const KEY = 'trilha.session';
/** The token alone, under its own key, so tooling (and the inactivity rule) can see and clear it. */
export const TOKEN_KEY = 'trilha.token';

const listeners = new Set<() => void>();
let current: Session | null = read();
/** The last signed-in session: the shell keeps rendering it while it navigates away after sign-out. */
let lastKnown: Session | null = current;

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(KEY);
    if (!token || !raw) return null;
    const s = JSON.parse(raw) as Omit<Session, 'token'>;
    return { ...s, token };
  } catch {
    return null;
  }
}

function write(next: Session | null): void {
  current = next;
  if (next) lastKnown = next;
  if (next) {
    const { token, ...rest } = next;
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(KEY, JSON.stringify(rest));
  } else {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(KEY);
  }
  for (const l of listeners) l();
}

// Another tab signing out signs this one out too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === KEY || e.key === null) {
      current = read();
      for (const l of listeners) l();
    }
  });
}

export const session = {
  get: (): Session | null => current,
  token: (): string | null => current?.token ?? null,
  signIn(r: LoginResponse): Session {
    const s: Session = { token: r.token, user: r.user, company: r.company };
    write(s);
    return s;
  },
  /** /validate: a token handed over from elsewhere, confirmed by /ping. */
  adopt(token: string, user: AuthUser, company?: Company): Session {
    const s: Session = { token, user, company: company ?? user.companies[0] ?? { id: 0, name: '' } };
    write(s);
    return s;
  },
  updateUser(patch: Partial<AuthUser>): void {
    if (current) write({ ...current, user: { ...current.user, ...patch } });
  },
  accessAs(r: LoginAsResponse): void {
    write({
      token: r.target_token,
      user: r.user,
      company: r.company,
      impersonator: { user: r.impersonator, token: r.impersonator_token },
    });
  },
  /**
   * Back from access-as: the impersonator's own session again (their token, user, same tenant).
   * Never the other way round: the opened account's token is not kept as anyone's own (revoke it:
   * features/access-as).
   */
  restoreImpersonator(): Session | null {
    if (!current?.impersonator) return null;
    const s: Session = { token: current.impersonator.token, user: current.impersonator.user, company: current.company };
    write(s);
    return s;
  },
  clear(): void {
    write(null);
  },
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/**
 * For screens behind the auth guard, where a session exists. Right after sign-out (Sair, inactivity,
 * a failed ping) the shell is still on screen for a moment while it moves to Login: it keeps
 * showing the last session then instead of failing.
 */
export function useRequiredSession(): Session {
  const s = useSession() ?? lastKnown;
  if (!s) throw new Error('useRequiredSession outside the signed-in area');
  return s;
}
