import { defineDomain } from '../domain.ts';
import { USER_MESSAGES } from './messages.ts';
import { USER_PERMISSIONS } from './permissions.ts';
import { USER_ERRORS } from './errors.ts';

/** What the users domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const usersDomain = defineDomain({
  name: 'users',
  messages: USER_MESSAGES,
  permissions: USER_PERMISSIONS,
  errors: USER_ERRORS,
});
