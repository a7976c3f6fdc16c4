import { SESSION_ERRORS, SESSION_PERMISSIONS } from '@trilha/shared/sessions';
import { defineApiDomain } from '../../kit/domain.ts';
import { sessionRoutes } from './routes.ts';
import { sessionsCsvExport } from './session-exports.ts';

/**
 * Study sessions (docs/sessions.md): POST /ping records a learner's study time, session data and
 * rank, the dashboards, tutor metrics and settings, the session data CSV.
 */
export const sessionsDomain = defineApiDomain({
  name: 'sessions',
  tables: ['study_sessions', 'study_totals', 'tutor_settings'],
  routes: sessionRoutes,
  permissions: SESSION_PERMISSIONS,
  errors: SESSION_ERRORS,
  jobs: ['sessions.export-csv'],
  exportKinds: [sessionsCsvExport],
});
