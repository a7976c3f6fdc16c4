import { describe, expect, it } from 'vitest';
import { USER_TYPES, landingPath } from '@trilha/shared';
import { ApiError } from '../../apps/web/src/lib/api.ts';
import {
  accessAsErrorMessage,
  accessAsExit,
  accessAsSignOutDestination,
  exitTarget,
} from '../../apps/web/src/features/access-as/access-as.ts';
import { resolveConfig } from '../../apps/web/src/lib/config.ts';

const EXIT = 'https://admin.example.com/entrar';

describe('leaving access-as: Voltar para o Início (001 §4)', () => {
  it('students, tutors and teachers land on My Disciplines', () => {
    for (const t of ['student', 'tutor', 'teacher'] as const)
      expect(accessAsExit(t, EXIT)).toEqual({ kind: 'own-account', to: '/my/disciplines' });
  });
  it('managers, supervisors and clients on Disciplines', () => {
    for (const t of ['manager', 'supervisor', 'client'] as const)
      expect(accessAsExit(t, EXIT)).toEqual({ kind: 'own-account', to: '/disciplines' });
  });
  it('an admin on the external login page (ACCESS_AS_EXIT_URL), signed out', () => {
    expect(accessAsExit('admin', EXIT)).toEqual({ kind: 'exit-url', url: EXIT });
  });
  it('anyone else: their landing page after sign-in (000 §2)', () => {
    for (const t of USER_TYPES.filter((t) => t !== 'admin'))
      expect(accessAsExit(t, EXIT)).toEqual({ kind: 'own-account', to: landingPath(t) });
  });
  it('Voltar para o Login and Sair: Login, or the exit URL for an admin', () => {
    expect(accessAsSignOutDestination('manager', EXIT)).toBe('/login');
    expect(accessAsSignOutDestination('admin', EXIT)).toBe(EXIT);
  });
});

describe('the exit URL setting', () => {
  it('defaults to the platform’s own Login; /config.js or the build sets it; {host} is the page’s host', () => {
    expect(resolveConfig('demo.localhost', undefined, {}).accessAsExitUrl).toBe('/login');
    expect(resolveConfig('demo.localhost', { accessAsExitUrl: '' }, {}).accessAsExitUrl).toBe('/login');
    expect(resolveConfig('demo.localhost', undefined, { VITE_ACCESS_AS_EXIT_URL: 'https://a.example' }).accessAsExitUrl).toBe(
      'https://a.example',
    );
    expect(resolveConfig('demo.trilha.app', { accessAsExitUrl: 'https://admin.{host}/entrar/' }, {}).accessAsExitUrl).toBe(
      'https://admin.demo.trilha.app/entrar',
    );
  });
  it('a path stays in the app, an http(s) URL leaves it, anything else is Login', () => {
    expect(exitTarget('/login')).toEqual({ path: '/login' });
    expect(exitTarget(EXIT)).toEqual({ href: EXIT });
    expect(exitTarget('//evil.example')).toEqual({ path: '/login' });
    expect(exitTarget('javascript:alert(1)')).toEqual({ path: '/login' });
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
