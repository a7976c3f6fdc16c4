import { defineErrors } from '../errors/define.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

export const PROFILE_ERRORS = defineErrors({
  // Not a member of this company (or no such user): nothing tells which.
  PROFILE_USER_NOT_FOUND: { status: 404, message: M.profileUserNotFound },
  FOLLOW_SELF: { status: 422, message: M.followSelf },
});
