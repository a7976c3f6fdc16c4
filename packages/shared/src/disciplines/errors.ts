import { defineErrors } from '../errors/define.ts';
import { DISCIPLINE_MESSAGES as M } from './messages.ts';

export const DISCIPLINE_ERRORS = defineErrors({
  // 404, not 403: a student outside a discipline (not enrolled, or outside the enrolment window)
  // must not learn that it exists (issue 9).
  DISCIPLINE_NOT_FOUND: { status: 404, message: M.disciplineNotFound },
  DISCIPLINE_NOT_EDITABLE: { status: 403, message: M.disciplineNotEditable },
  // A supplied discipline is the supplier's: the consumer reads it, copies it, never edits it.
  DISCIPLINE_SUPPLIED: { status: 403, message: M.disciplineSupplied },
});
