import { defineErrors } from '../errors/define.ts';
import { ASSIGNMENT_MESSAGES as M } from './messages.ts';

export const ASSIGNMENT_ERRORS = defineErrors({
  ASSIGNMENT_NOT_A_TASK: { status: 422, message: M.assignmentNotATask },
  ASSIGNMENT_EMPTY: { status: 422, message: M.assignmentEmpty, field: 'text' },
  ASSIGNMENT_FILE_TYPE_INVALID: { status: 422, message: M.assignmentFileTypeInvalid, field: 'file' },
  ASSIGNMENT_ALREADY_EVALUATED: { status: 409, message: M.assignmentAlreadyEvaluated },
  ASSIGNMENT_SUBMISSION_NOT_FOUND: { status: 404, message: M.assignmentSubmissionNotFound },
});
