import { EXPORT_ERRORS } from '@trilha/shared/exports';
import { defineApiDomain } from '../../kit/domain.ts';
import { exportRoutes } from './routes.ts';

/**
 * Exports (docs/exports.md): the one table of files people ask for and the worker writes, its
 * shared status and file routes. The kinds (grades CSV, sessions CSV, student-log PDF) are
 * declared by their own domains' `exportKinds`; this domain imports none of them.
 */
export const exportsDomain = defineApiDomain({
  name: 'exports',
  routes: exportRoutes,
  errors: EXPORT_ERRORS,
  tables: ['exports'],
});
