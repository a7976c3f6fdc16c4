// The sign-in form's checks (apps/web/src/features/auth/login.ts): the shared login schema, its
// first message per field, as useServerForm shows them on every other form.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trilha/shared';
import { checkLogin } from '../../apps/web/src/features/auth/login.ts';

describe('sign-in form checks', () => {
  it('empty fields: the spec messages, one per field', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      errors: { email: MESSAGES.emailInvalid, password: MESSAGES.required },
    });
  });

  it('a malformed e-mail with a password: only the e-mail', () => {
    expect(checkLogin({ email: 'aluno@', password: 'x' })).toEqual({ errors: { email: MESSAGES.emailInvalid } });
  });

  it('valid values: the body to send', () => {
    expect(checkLogin({ email: 'student@demo.trilha.dev', password: 'Trilha@2026' })).toEqual({
      body: { email: 'student@demo.trilha.dev', password: 'Trilha@2026' },
    });
  });
});
