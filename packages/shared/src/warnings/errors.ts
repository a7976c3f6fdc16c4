import { defineErrors } from '../errors/define.ts';
import { WARNING_MESSAGES as M } from './messages.ts';

export const WARNING_ERRORS = defineErrors({
  // 404, never 403, for another tenant's alert, a removed one, or an inactive one a student asks for.
  WARNING_NOT_FOUND: { status: 404, message: M.warningNotFound },
});
