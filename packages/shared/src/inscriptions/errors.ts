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
  // CSV enrolment by file (issue 29 item 24): the file as a whole, under `file`; the import itself.
  INSCRIPTION_IMPORT_FILE_INVALID: { status: 422, message: M.inscriptionImportFileInvalid, field: 'file' },
  INSCRIPTION_IMPORT_ENCODING: { status: 422, message: M.inscriptionImportEncoding, field: 'file' },
  INSCRIPTION_IMPORT_BINARY: { status: 422, message: M.inscriptionImportBinary, field: 'file' },
  INSCRIPTION_IMPORT_LINE_TOO_LONG: { status: 422, message: M.inscriptionImportLineTooLong, field: 'file' },
  INSCRIPTION_IMPORT_FILE_TOO_LARGE: { status: 422, message: M.inscriptionImportFileTooLarge, field: 'file' },
  INSCRIPTION_IMPORT_FILE_TOO_MANY: { status: 422, message: M.inscriptionImportFileTooManyLines, field: 'file' },
  INSCRIPTION_IMPORT_NOT_FOUND: { status: 404, message: M.inscriptionImportNotFound },
  INSCRIPTION_IMPORT_NOT_READY: { status: 409, message: M.inscriptionImportNotReady },
  INSCRIPTION_IMPORT_NO_REJECTED: { status: 404, message: M.inscriptionImportNoRejected },
});
