import { defineErrors } from '../errors/define.ts';
import { USER_MESSAGES as M } from './messages.ts';

export const USER_ERRORS = defineErrors({
  EMAIL_TAKEN: { status: 422, message: M.emailTaken, field: 'email' },
  USER_ROLE_FORBIDDEN: { status: 403, message: M.userRoleForbidden },
  CANNOT_DELETE_SELF: { status: 403, message: M.cannotDeleteSelf },
  SHARED_USER_FORBIDDEN: { status: 403, message: M.sharedUserForbidden },
  RESPONSIBLE_NOT_MEMBER: { status: 422, message: M.userResponsibleNotMember, field: 'user_responsible' },
  CURRENT_PASSWORD_REQUIRED: { status: 422, message: M.currentPasswordRequired, field: 'current_password' },
  CURRENT_PASSWORD_WRONG: { status: 422, message: M.currentPasswordWrong, field: 'current_password' },
  AVATAR_ATTRIBUTES_REQUIRED: { status: 422, message: M.avatarAttributesRequired },
});
