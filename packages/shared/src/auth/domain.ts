import { defineDomain } from '../domain.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { AUTH_PERMISSIONS } from './permissions.ts';
import { AUTH_ERRORS } from './errors.ts';

/** What the auth domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const authDomain = defineDomain({
  name: 'auth',
  messages: AUTH_MESSAGES,
  permissions: AUTH_PERMISSIONS,
  errors: AUTH_ERRORS,
});
