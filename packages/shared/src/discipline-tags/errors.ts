import { defineErrors } from '../errors/define.ts';
import { DISCIPLINE_TAG_MESSAGES as M } from './messages.ts';

export const DISCIPLINE_TAG_ERRORS = defineErrors({
  DISCIPLINE_TAG_NOT_FOUND: { status: 404, message: M.disciplineTagNotFound },
  // Tags the platform made (is_editable false) keep their name, colour and existence.
  DISCIPLINE_TAG_NOT_EDITABLE: { status: 403, message: M.disciplineTagNotEditable },
  DISCIPLINE_TAG_NAME_TAKEN: { status: 422, message: M.disciplineTagNameTaken, field: 'name' },
});
