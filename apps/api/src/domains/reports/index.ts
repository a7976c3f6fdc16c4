import { REPORT_ERRORS, REPORT_PERMISSIONS } from '@trilha/shared/reports';
import { defineApiDomain } from '../../kit/domain.ts';
import { reportRoutes } from './routes.ts';
import { studentLogsPdfExport } from './student-logs-pdf.ts';
import { logSignIn } from './on-signed-in.ts';
import { logItemOpened } from './on-material-item-opened.ts';
import { logItemProgress } from './on-material-item-progress-marked.ts';
import { logAttemptFinished } from './on-attempt-finished.ts';
import { logAssignmentSubmitted } from './on-assignment-submitted.ts';
import { logCommentSent } from './on-forum-comment-sent.ts';

/**
 * Reports (001 "Reports"): the activity log, written only by reacting to what other domains publish
 * (docs/reports.md), the student-log report on it and its PDF (a worker job).
 */
export const reportsDomain = defineApiDomain({
  name: 'reports',
  tables: ['activity_log'],
  routes: reportRoutes,
  permissions: REPORT_PERMISSIONS,
  errors: REPORT_ERRORS,
  jobs: ['reports.student-logs-pdf'],
  exportKinds: [studentLogsPdfExport],
  subscribers: [logSignIn, logItemOpened, logItemProgress, logAttemptFinished, logAssignmentSubmitted, logCommentSent],
});
