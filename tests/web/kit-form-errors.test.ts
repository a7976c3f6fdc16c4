// The form kit's reading of API failures (apps/web/src/lib/api-errors.ts): by code and `errors`
// fields, never by message text; the old generic answers and the new domain codes both work.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trilha/shared';
import { ApiError, request } from '../../apps/web/src/lib/api.ts';
import { fieldErrors, hasCode, serverDetail } from '../../apps/web/src/lib/api-errors.ts';

const FIELDS = ['name', 'email', 'type', 'password'];

describe('422 body → field errors', () => {
  it('the generic VALIDATION_FAILED: the `errors` map, first message per field, known fields only', () => {
    const e = new ApiError(422, MESSAGES.validationFailed, 'VALIDATION_FAILED', {
      email: ['E-mail já cadastrado', 'segunda mensagem'],
      name: ['Preencha o campo Nome'],
      'contacts.0.phone': ['não é deste formulário'],
    });
    expect(fieldErrors(e, FIELDS)).toEqual([
      { field: 'email', message: 'E-mail já cadastrado' },
      { field: 'name', message: 'Preencha o campo Nome' },
    ]);
    // The generic message says nothing: the detail is the first field message.
    expect(serverDetail(e)).toBe('E-mail já cadastrado');
  });

  it('a domain code without a map: its field from the shared ERRORS table', () => {
    const e = new ApiError(422, 'E-mail já cadastrado', 'EMAIL_TAKEN');
    expect(fieldErrors(e, FIELDS)).toEqual([{ field: 'email', message: 'E-mail já cadastrado' }]);
    expect(serverDetail(e)).toBe('E-mail já cadastrado');
    expect(hasCode(e, 'EMAIL_TAKEN')).toBe(true);
  });

  it('a domain code with a map: the map wins, the code adds nothing twice', () => {
    const e = new ApiError(422, 'Sem licenças de alunos', 'STUDENT_SEATS_EXHAUSTED', { type: ['Sem licenças de alunos'] });
    expect(fieldErrors(e, FIELDS)).toEqual([{ field: 'type', message: 'Sem licenças de alunos' }]);
  });

  it('a domain code whose field the form does not have, or that names none, places nothing', () => {
    expect(fieldErrors(new ApiError(422, 'x', 'DOMAIN_TAKEN'), FIELDS)).toEqual([]);
    expect(fieldErrors(new ApiError(403, MESSAGES.userRoleForbidden, 'USER_ROLE_FORBIDDEN'), FIELDS)).toEqual([]);
  });

  it('the message text is never the key: a domain code without a body message gets the catalogue text', () => {
    const e = new ApiError(422, '', 'CURRENT_PASSWORD_WRONG');
    expect(fieldErrors(e, ['current_password'])).toEqual([{ field: 'current_password', message: MESSAGES.currentPasswordWrong }]);
    expect(serverDetail(e)).toBe(MESSAGES.currentPasswordWrong);
  });

  it('nothing from the server (network, a body-less 5xx, a non-API error)', () => {
    expect(serverDetail(new ApiError(0, '', 'NETWORK'))).toBeUndefined();
    expect(serverDetail(new Error('boom'))).toBeUndefined();
    expect(fieldErrors(new Error('boom'), FIELDS)).toEqual([]);
  });
});

describe('the HTTP client keeps the code the server sent', () => {
  afterEach(() => vi.unstubAllGlobals());

  const failWith = (status: number, body: unknown) => {
    vi.stubGlobal('window', { location: { hostname: 'demo.localhost' } });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
  };

  it('a code this build does not know yet is kept, with its message and fields', async () => {
    failWith(422, { message: 'Nova regra', code: 'SOME_FUTURE_CODE', request_id: 'r1', errors: { email: ['Nova regra'] } });
    const e = await request('/users', { method: 'POST', body: {}, token: 'a-session-token' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 422, code: 'SOME_FUTURE_CODE', message: 'Nova regra', requestId: 'r1' });
    expect(fieldErrors(e, FIELDS)).toEqual([{ field: 'email', message: 'Nova regra' }]);
  });

  it('a call that needs the session is not sent once the session is gone (issue 29: a 401 in the console on Sair)', async () => {
    let sent = 0;
    vi.stubGlobal('window', { location: { hostname: 'demo.localhost' } });
    vi.stubGlobal('fetch', async () => (sent++, new Response('{}', { status: 200 })));
    const e = await request('/disciplines').catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(sent).toBe(0);
    // Public calls still go out.
    await request('/settings', { auth: false });
    expect(sent).toBe(1);
  });

  it('a domain code reaches the form as its field error', async () => {
    failWith(422, { message: 'E-mail já cadastrado', code: 'EMAIL_TAKEN', request_id: 'r2' });
    const e = await request('/users', { method: 'POST', body: {}, token: 'a-session-token' }).catch((x: unknown) => x);
    expect(fieldErrors(e, FIELDS)).toEqual([{ field: 'email', message: 'E-mail já cadastrado' }]);
  });
});
