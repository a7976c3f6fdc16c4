import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  USER_TYPES,
  canChangeMemberIdentity,
  canImpersonate as canAccessAs,
  canManageUserType as canManageUser,
  type UserType,
} from '@trilha/shared';
import { ApiError } from '../../apps/web/src/lib/api.ts';
import { serverDetail } from '../../apps/web/src/lib/api-errors.ts';
import { assignableTypes, userErrorMessage, userRowActions } from '../../apps/web/src/features/users/user-rules.ts';
import { usersList } from '../../apps/web/src/features/users/api.ts';

const userListParams = (s: URLSearchParams) => usersList.parse(s);

const row = (actor: UserType, target: UserType, o: { self?: boolean; impersonating?: boolean } = {}) =>
  userRowActions({ id: 1, type: actor }, { id: o.self ? 1 : 2, type: target }, o.impersonating ?? false);

describe('users list: who may do what (docs/permissions.md)', () => {
  it('an admin manages every type; a manager only the types below theirs', () => {
    expect(assignableTypes('admin')).toEqual([...USER_TYPES]);
    expect(assignableTypes('manager')).toEqual(['student', 'tutor', 'teacher', 'supervisor', 'client']);
    for (const t of ['supervisor', 'client', 'tutor', 'teacher', 'student'] as const) expect(assignableTypes(t)).toEqual([]);
    expect(canManageUser('manager', 'manager')).toBe(false);
    expect(canManageUser('manager', 'admin')).toBe(false);
  });

  it('access-as: admin and manager, only on users they outrank (001 §6)', () => {
    expect(canAccessAs('admin', 'student')).toBe(true);
    expect(canAccessAs('admin', 'manager')).toBe(true);
    expect(canAccessAs('admin', 'admin')).toBe(false);
    expect(canAccessAs('manager', 'supervisor')).toBe(true);
    expect(canAccessAs('manager', 'manager')).toBe(false);
    expect(canAccessAs('supervisor', 'student')).toBe(false);
    expect(canAccessAs('client', 'student')).toBe(false);
  });

  it('row actions: nobody deletes or opens themselves; everyone changes their own password', () => {
    expect(row('admin', 'student')).toEqual({ edit: true, changePassword: true, delete: true, accessAs: true });
    expect(row('admin', 'admin', { self: true })).toEqual({ edit: true, changePassword: true, delete: false, accessAs: false });
    expect(row('manager', 'manager', { self: true })).toEqual({
      edit: false,
      changePassword: true,
      delete: false,
      accessAs: false,
    });
    expect(row('manager', 'admin')).toEqual({ edit: false, changePassword: false, delete: false, accessAs: false });
    expect(row('supervisor', 'student')).toEqual({ edit: false, changePassword: false, delete: false, accessAs: false });
  });

  it('while viewing as someone else, no further access-as (no chains)', () => {
    expect(row('admin', 'student', { impersonating: true }).accessAs).toBe(false);
  });
});

describe('user error messages (000 §8)', () => {
  it("'Erro ao criar/atualizar/deletar usuário: ' + the server's message", () => {
    const taken = new ApiError(422, 'E-mail já cadastrado', 'VALIDATION_FAILED', { email: ['E-mail já cadastrado'] });
    expect(userErrorMessage('create', taken)).toBe('Erro ao criar usuário: E-mail já cadastrado');
    expect(userErrorMessage('update', new ApiError(403, MESSAGES.userRoleForbidden))).toBe(
      'Erro ao atualizar usuário: Você não tem permissão para gerenciar usuários com este perfil',
    );
  });

  it("…or 'erro desconhecido' when the server said nothing", () => {
    expect(userErrorMessage('delete', new ApiError(0, '', 'NETWORK'))).toBe('Erro ao deletar usuário: erro desconhecido');
    expect(userErrorMessage('delete', new Error('boom'))).toBe('Erro ao deletar usuário: erro desconhecido');
  });

  it('the generic "invalid data" message gives way to the first field error', () => {
    const e = new ApiError(422, MESSAGES.validationFailed, 'VALIDATION_FAILED', { name: ['Preencha o campo Nome'] });
    expect(serverDetail(e)).toBe('Preencha o campo Nome');
  });
});

describe('users list state in the URL', () => {
  it('page, search and a known role', () => {
    expect(userListParams(new URLSearchParams('page=3&search=%20ana%20&role=tutor'))).toEqual({
      page: 3,
      per_page: 30,
      search: 'ana',
      role: ['tutor'],
    });
    expect(userListParams(new URLSearchParams('page=-2&role=chefe'))).toEqual({ page: 1, per_page: 30 });
  });
});

describe('a member shared with another company', () => {
  it('a manager may edit (the responsible) and remove them, not set their password; an admin may', () => {
    const shared = { id: 2, type: 'student' as const, shared: true };
    expect(userRowActions({ id: 1, type: 'manager' }, shared, false)).toMatchObject({
      edit: true,
      changePassword: false,
      delete: true,
    });
    expect(userRowActions({ id: 1, type: 'admin' }, shared, false)).toMatchObject({
      edit: true,
      changePassword: true,
      delete: true,
    });
    expect(canChangeMemberIdentity('manager', { type: 'student', shared: false })).toBe(true);
    expect(canChangeMemberIdentity('manager', { type: 'student', shared: true })).toBe(false);
    expect(canChangeMemberIdentity('admin', { type: 'manager', shared: true })).toBe(true);
  });
});
