import { defineDomain } from '../domain.ts';
import { SESSION_MESSAGES } from './messages.ts';
import { SESSION_PERMISSIONS } from './permissions.ts';
import { SESSION_ERRORS } from './errors.ts';

/** Study sessions (POST /ping), session data, dashboards and tutor metrics (registry.ts). */
export const sessionsDomain = defineDomain({
  name: 'sessions',
  messages: SESSION_MESSAGES,
  permissions: SESSION_PERMISSIONS,
  errors: SESSION_ERRORS,
});
