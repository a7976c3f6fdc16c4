// Access-as (000 §4, 001 §4 and §6): pure rules, tested in tests/web/admin-access-as.test.ts.
import { can, landingPath, type UserType } from '@trilha/shared/kernel';
import { ApiError } from '../../lib/api.ts';
import { hasCode } from '../../lib/api-errors.ts';
import { messageText } from '../../i18n/index.ts';

/**
 * An admin's home is the platform, not the tenant they were viewing (001 §4: "admin to an
 * external login page"): leaving access-as takes them to ACCESS_AS_EXIT_URL, signed out.
 */
const leavesForExitUrl = (impersonatorType: UserType) => can(impersonatorType, 'platform:any-tenant');

export type AccessAsExit = { kind: 'own-account'; to: string } | { kind: 'exit-url'; url: string };

/**
 * "Voltar para o Início" (001 §4): back to the impersonator's own account, on its landing page
 * (My Disciplines, Disciplines, by the policy's landingPath); an admin instead ends both sessions
 * and goes to the configured exit URL (default: the platform's own /login).
 */
export function accessAsExit(impersonatorType: UserType, exitUrl: string): AccessAsExit {
  return leavesForExitUrl(impersonatorType)
    ? { kind: 'exit-url', url: exitUrl }
    : { kind: 'own-account', to: landingPath(impersonatorType) };
}

/** Where "Voltar para o Login" and Sair during access-as go once both sessions are ended. */
export function accessAsSignOutDestination(impersonatorType: UserType, exitUrl: string): string {
  return leavesForExitUrl(impersonatorType) ? exitUrl : '/login';
}

/**
 * How to reach a destination: a path of this app navigates inside it; an http(s) URL leaves it;
 * anything else (a misconfigured setting) is the platform's own Login.
 */
export function exitTarget(url: string): { path: string } | { href: string } {
  if (url.startsWith('/') && !url.startsWith('//')) return { path: url };
  if (/^https?:\/\//i.test(url)) return { href: url };
  return { path: '/login' };
}

/**
 * 000 §8: refused (ACCESS_AS_FORBIDDEN, or the generic FORBIDDEN / a bare 403 of older answers) →
 * the no-permission text; anything else → 'Ocorreu um erro ao acessar conta! Tente novamente'.
 */
export function accessAsErrorMessage(e: unknown): string {
  const refused = hasCode(e, 'ACCESS_AS_FORBIDDEN', 'FORBIDDEN') || (e instanceof ApiError && !e.code && e.status === 403);
  return refused ? messageText('accessAsForbidden') : messageText('accessAsError');
}
