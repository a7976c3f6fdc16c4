import { AUTH_ERRORS } from '@trilha/shared/auth';
import { AUTH_PERMISSIONS } from '@trilha/shared/auth';
import { authRoutes } from './routes.ts';
import { defineApiDomain } from '../../kit/domain.ts';

export const authDomain = defineApiDomain({
  name: 'auth',
  tables: ['access_tokens', 'password_resets'],
  routes: authRoutes,
  permissions: AUTH_PERMISSIONS,
  errors: AUTH_ERRORS,
  jobs: ['mail.password-reset'],
});
