import { INTEGRATION_PERMISSIONS } from '@trilha/shared/integrations';
import { defineApiDomain } from '../../kit/domain.ts';
import { integrationRoutes } from './routes.ts';

export const integrationsDomain = defineApiDomain({
  name: 'integrations',
  tables: ['lti_consumers'],
  routes: integrationRoutes,
  permissions: INTEGRATION_PERMISSIONS,
});
