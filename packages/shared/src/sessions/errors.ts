import { defineErrors } from '../errors/define.ts';
import { SESSION_MESSAGES as M } from './messages.ts';

export const SESSION_ERRORS = defineErrors({
  // Not a member of the host company (or no such user): nothing tells which.
  SESSION_USER_NOT_FOUND: { status: 404, message: M.sessionUserNotFound },
  // A member the caller may not follow (another learner, a student of another tutor).
  SESSIONS_FORBIDDEN: { status: 403, message: M.sessionsForbidden },
  // The tutor view (type=tutor) for a learner, or another tutor's students for a tutor.
  SESSIONS_TUTOR_VIEW_FORBIDDEN: { status: 403, message: M.tutorViewForbidden, field: 'tutor_id' },
  SESSIONS_TUTOR_NOT_FOUND: { status: 404, message: M.tutorNotFound },
  SESSION_EXPORT_NOT_FOUND: { status: 404, message: M.sessionExportNotFound },
  SESSION_EXPORT_NOT_READY: { status: 409, message: M.sessionExportNotReady },
  SESSION_EXPORT_FAILED: { status: 410, message: M.sessionExportFailed },
});
