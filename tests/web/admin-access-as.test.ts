import { describe, expect, it } from 'vitest';
import { USER_TYPES, landingPath } from '@trilha/shared';
import { ApiError } from '../../apps/web/src/lib/api.ts';
import { accessAsErrorMessage, accessAsExitLanding } from '../../apps/web/src/features/access-as/access-as.ts';

describe('leaving access-as: Voltar para o Início (001 §4)', () => {
  it('students, tutors and teachers land on My Disciplines', () => {
    for (const t of ['student', 'tutor', 'teacher'] as const) expect(accessAsExitLanding(t)).toBe('/my/disciplines');
  });
  it('managers, supervisors and clients on Disciplines', () => {
    for (const t of ['manager', 'supervisor', 'client'] as const) expect(accessAsExitLanding(t)).toBe('/disciplines');
  });
  it('an admin on their own home', () => {
    expect(accessAsExitLanding('admin')).toBe('/home');
  });
  it('is every role’s landing page after sign-in (000 §2)', () => {
    for (const t of USER_TYPES) expect(accessAsExitLanding(t)).toBe(landingPath(t));
  });
});

describe('access-as failures (000 §8)', () => {
  it('403 is the no-permission text', () => {
    expect(accessAsErrorMessage(new ApiError(403, 'qualquer'))).toBe(
      'Você não tem permissão para acessar as informações deste usuário',
    );
  });
  it('anything else is the generic text', () => {
    for (const e of [
      new ApiError(404, 'Registro não encontrado'),
      new ApiError(500, ''),
      new ApiError(0, '', 'NETWORK'),
      new Error('x'),
    ])
      expect(accessAsErrorMessage(e)).toBe('Ocorreu um erro ao acessar conta! Tente novamente');
  });
});
