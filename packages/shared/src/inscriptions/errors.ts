import { defineErrors } from '../errors/define.ts';
import { INSCRIPTION_MESSAGES as M } from './messages.ts';

export const INSCRIPTION_ERRORS = defineErrors({
  INSCRIPTION_NOT_FOUND: { status: 404, message: M.inscriptionNotFound },
  INSCRIPTION_EXISTS: { status: 422, message: M.inscriptionExists, field: 'user_id' },
  INSCRIPTION_USER_NOT_FOUND: { status: 422, message: M.inscriptionUserNotFound, field: 'user_id' },
  INSCRIPTION_USER_NOT_ACADEMIC: { status: 422, message: M.inscriptionUserNotAcademic, field: 'user_id' },
  INSCRIPTION_ROLE_FORBIDDEN: { status: 403, message: M.inscriptionRoleForbidden },
  INSCRIPTION_WINDOW_INVALID: { status: 422, message: M.inscriptionWindowInvalid, field: 'finished_at' },
  INSCRIPTION_USERS_REQUIRED: { status: 422, message: M.inscriptionUsersRequired, field: 'user_id' },
  // The file as a whole (no email column, no line, too many lines): under `csv`.
  INSCRIPTION_IMPORT_HEADER: { status: 422, message: M.inscriptionImportHeader, field: 'csv' },
  INSCRIPTION_IMPORT_EMPTY: { status: 422, message: M.inscriptionImportEmpty, field: 'csv' },
  INSCRIPTION_IMPORT_TOO_MANY: { status: 422, message: M.inscriptionImportTooMany, field: 'csv' },
  // Some lines refused: each under errors["lines.<n>"], nothing written.
  INSCRIPTION_IMPORT_REJECTED: { status: 422, message: M.inscriptionImportRejected },
});
