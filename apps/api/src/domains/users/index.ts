import { USER_ERRORS } from '@trilha/shared/users';
import { USER_PERMISSIONS } from '@trilha/shared/users';
import { defineApiDomain } from '../../kit/domain.ts';
import { userRoutes } from './routes.ts';
import { addAwardedPoints } from './on-points-awarded.ts';

export const usersDomain = defineApiDomain({
  name: 'users',
  tables: ['users', 'company_users', 'company_member_counts'],
  routes: userRoutes,
  permissions: USER_PERMISSIONS,
  errors: USER_ERRORS,
  subscribers: [addAwardedPoints],
});
