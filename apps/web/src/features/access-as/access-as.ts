// Access-as (000 §4, 001 §4 and §6): pure rules, tested in tests/web/admin-access-as.test.ts.
import { MESSAGES, landingPath, type UserType } from '@trilha/shared/kernel';
import { ApiError } from '../../lib/api.ts';
import { hasCode } from '../../lib/api-errors.ts';

/**
 * Where "Voltar para o Início" lands (001 §4): the landing page of the account returned to, the
 * impersonator's (My Disciplines, Disciplines or Home, by the policy's landingPath).
 */
export function accessAsExitLanding(type: UserType): string {
  return landingPath(type);
}

/**
 * 000 §8: refused (ACCESS_AS_FORBIDDEN, or the generic FORBIDDEN / a bare 403 of older answers) →
 * the no-permission text; anything else → 'Ocorreu um erro ao acessar conta! Tente novamente'.
 */
export function accessAsErrorMessage(e: unknown): string {
  const refused = hasCode(e, 'ACCESS_AS_FORBIDDEN', 'FORBIDDEN') || (e instanceof ApiError && !e.code && e.status === 403);
  return refused ? MESSAGES.accessAsForbidden : MESSAGES.accessAsError;
}
