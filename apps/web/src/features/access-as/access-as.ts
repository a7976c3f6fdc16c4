// Access-as (000 §4, 001 §4 and §6): pure rules, tested in tests/web/admin-access-as.test.ts.
import { MESSAGES, type UserType } from '@trilha/shared';
import { ApiError } from '../../lib/api.ts';

/**
 * Where "Voltar para o Início" lands (001 §4): students, tutors and teachers on My Disciplines;
 * managers, supervisors and clients on Disciplines; an admin on their own home (/home).
 * The role is the one of the account returned to: the impersonator's.
 */
export function accessAsExitLanding(type: UserType): string {
  switch (type) {
    case 'student':
    case 'tutor':
    case 'teacher':
      return '/my/disciplines';
    case 'manager':
    case 'supervisor':
    case 'client':
      return '/disciplines';
    case 'admin':
      return '/home';
  }
}

/** 000 §8: 403 → the no-permission text; anything else → 'Ocorreu um erro ao acessar conta! Tente novamente'. */
export function accessAsErrorMessage(e: unknown): string {
  return e instanceof ApiError && e.status === 403 ? MESSAGES.accessAsForbidden : MESSAGES.accessAsError;
}
