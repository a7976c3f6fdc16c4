import { GRADE_ERRORS, GRADE_PERMISSIONS } from '@trilha/shared/grades';
import { defineApiDomain } from '../../kit/domain.ts';
import { gradeRoutes } from './routes.ts';
import { gradesCsvExport } from './grade-exports.ts';
import { recordQuizGrade } from './on-attempt-finished.ts';
import { recordGradedAttempt } from './on-attempt-graded.ts';
import { fallBackFromDeletedAttempt } from './on-attempt-deleted.ts';
import { recordPendingAssignmentGrade } from './on-assignment-submitted.ts';
import { recordAssignmentGrade } from './on-assignment-evaluated.ts';

/** Grades of a discipline: the list, staff overrides, the CSV export (docs/assessment.md "Grades"). */
export const gradesDomain = defineApiDomain({
  name: 'grades',
  tables: ['grades'],
  routes: gradeRoutes,
  permissions: GRADE_PERMISSIONS,
  errors: GRADE_ERRORS,
  jobs: ['grades.export-csv'],
  exportKinds: [gradesCsvExport],
  subscribers: [
    recordQuizGrade,
    recordGradedAttempt,
    fallBackFromDeletedAttempt,
    recordPendingAssignmentGrade,
    recordAssignmentGrade,
  ],
});
