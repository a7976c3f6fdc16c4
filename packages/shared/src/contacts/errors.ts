import { defineErrors } from '../errors/define.ts';
import { CONTACT_MESSAGES as M } from './messages.ts';

export const CONTACT_ERRORS = defineErrors({
  CONTACT_NOT_FOUND: { status: 404, message: M.contactNotFound },
  CONTACT_USER_NOT_FOUND: { status: 404, message: M.contactUserNotFound },
});
