import { defineErrors } from '../errors/define.ts';
import { BADGE_MESSAGES as M } from './messages.ts';

export const BADGE_ERRORS = defineErrors({
  // Not a member of this company (or no such user): nothing tells which.
  BADGE_USER_NOT_FOUND: { status: 404, message: M.badgeUserNotFound },
  // The user has not earned that badge (or it is another company's, or none).
  BADGE_NOT_EARNED: { status: 404, message: M.badgeNotEarned },
  // A public badge or award page that does not exist here (another company's is none of this host's).
  BADGE_NOT_FOUND: { status: 404, message: M.badgeNotFound },
  BADGE_CREDENTIAL_FORBIDDEN: { status: 403, message: M.badgeCredentialForbidden },
  // Not a credential of this company, a bad signature, a changed payload: one answer for all.
  BADGE_CREDENTIAL_INVALID: { status: 422, message: M.badgeCredentialInvalid, field: 'credential' },
});
