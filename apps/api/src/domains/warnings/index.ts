import { WARNING_ERRORS, WARNING_PERMISSIONS } from '@trilha/shared/warnings';
import { defineApiDomain } from '../../kit/domain.ts';
import { pushWarningPublished, pushWarningRemoved } from './push-warnings-live.ts';
import { warningRoutes } from './routes.ts';

/** Alerts ("Avisos", 001 §7): company notices with a read state per user. */
export const warningsDomain = defineApiDomain({
  name: 'warnings',
  tables: ['warnings', 'warning_reads'],
  routes: warningRoutes,
  permissions: WARNING_PERMISSIONS,
  errors: WARNING_ERRORS,
  subscribers: [pushWarningPublished, pushWarningRemoved],
});
