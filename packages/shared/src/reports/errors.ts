import { defineErrors } from '../errors/define.ts';
import { REPORT_MESSAGES as M } from './messages.ts';

export const REPORT_ERRORS = defineErrors({
  STUDENT_LOG_FILTERS_REQUIRED: { status: 422, message: M.studentLogFiltersRequired },
  STUDENT_LOG_DATE_RANGE: { status: 422, message: M.studentLogDateRange, field: 'end_date_time' },
  STUDENT_LOG_NOTHING_TO_DOWNLOAD: { status: 422, message: M.studentLogNothingToDownload },
  STUDENT_LOG_TOO_MANY_ROWS: { status: 422, message: M.studentLogTooManyRows },
  STUDENT_LOG_PDF_NOT_FOUND: { status: 404, message: M.studentLogPdfNotFound },
  STUDENT_LOG_PDF_NOT_READY: { status: 409, message: M.studentLogPdfNotReady },
  STUDENT_LOG_PDF_FAILED: { status: 410, message: M.studentLogPdfGone },
});
