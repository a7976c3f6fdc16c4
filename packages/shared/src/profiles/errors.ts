import { defineErrors } from '../errors/define.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

export const PROFILE_ERRORS = defineErrors({
  // Not a member of this company (or no such user): nothing tells which.
  PROFILE_USER_NOT_FOUND: { status: 404, message: M.profileUserNotFound },
  FOLLOW_SELF: { status: 422, message: M.followSelf },
  // Another member's profile: only its owner edits it (001 §2 Profile Settings, own id only).
  PROFILE_EDIT_FORBIDDEN: { status: 403, message: M.profileEditOthers },
});
