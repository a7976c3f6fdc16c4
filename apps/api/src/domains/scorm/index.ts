import { SCORM_ERRORS, SCORM_PERMISSIONS } from '@trilha/shared/scorm';
import { defineApiDomain } from '../../kit/domain.ts';
import { scormRoutes } from './routes.ts';
import { scormItemKind } from './scorm-item-kind.ts';

export const scormDomain = defineApiDomain({
  name: 'scorm',
  tables: ['scorm_attempts'],
  routes: scormRoutes,
  permissions: SCORM_PERMISSIONS,
  errors: SCORM_ERRORS,
  itemKinds: [scormItemKind],
});
