import { defineErrors } from '../errors/define.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

export const AUTH_ERRORS = defineErrors({
  INVALID_CREDENTIALS: { status: 401, message: M.invalidCredentials },
  WRONG_TENANT: { status: 401, message: M.wrongTenant },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, message: M.tooManyLoginAttempts },
  PASSWORD_RESET_INVALID: { status: 422, message: M.passwordResetInvalid, field: 'token' },
  ACCESS_AS_FORBIDDEN: { status: 403, message: M.accessAsForbidden },
  NOT_ACCESSING_AS: { status: 409, message: M.notAccessingAs },
});
