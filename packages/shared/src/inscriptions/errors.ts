import { defineErrors } from '../errors/define.ts';
import { INSCRIPTION_MESSAGES as M } from './messages.ts';

export const INSCRIPTION_ERRORS = defineErrors({
  INSCRIPTION_NOT_FOUND: { status: 404, message: M.inscriptionNotFound },
  INSCRIPTION_EXISTS: { status: 422, message: M.inscriptionExists, field: 'user_id' },
  INSCRIPTION_USER_NOT_FOUND: { status: 422, message: M.inscriptionUserNotFound, field: 'user_id' },
  INSCRIPTION_USER_NOT_ACADEMIC: { status: 422, message: M.inscriptionUserNotAcademic, field: 'user_id' },
  INSCRIPTION_ROLE_FORBIDDEN: { status: 403, message: M.inscriptionRoleForbidden },
  INSCRIPTION_WINDOW_INVALID: { status: 422, message: M.inscriptionWindowInvalid, field: 'finished_at' },
  INSCRIPTION_IMPORT_REJECTED: { status: 422, message: M.inscriptionImportRejected },
});
