import { LEAD_PERMISSIONS } from '@trilha/shared/leads';
import { defineApiDomain } from '../../kit/domain.ts';
import { leadRoutes } from './routes.ts';

export const leadsDomain = defineApiDomain({
  name: 'leads',
  tables: ['leads'],
  routes: leadRoutes,
  permissions: LEAD_PERMISSIONS,
});
