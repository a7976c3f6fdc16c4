import { ADMIN_PERMISSIONS } from '@trilha/shared/admin';
import { adminRoutes } from './routes.ts';
import { defineApiDomain } from '../../kit/domain.ts';

export const adminDomain = defineApiDomain({
  name: 'admin',
  routes: adminRoutes,
  permissions: ADMIN_PERMISSIONS,
});
