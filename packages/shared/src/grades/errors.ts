import { defineErrors } from '../errors/define.ts';
import { GRADE_MESSAGES as M } from './messages.ts';

export const GRADE_ERRORS = defineErrors({
  GRADE_NOT_FOUND: { status: 404, message: M.gradeNotFound },
  GRADE_EXPORT_NOT_FOUND: { status: 404, message: M.gradeExportNotFound },
  GRADE_EXPORT_NOT_READY: { status: 409, message: M.gradeExportNotReady },
  GRADE_EXPORT_FAILED: { status: 410, message: M.gradeExportFailed },
});
