import { defineDomain } from '../domain.ts';
import { PROFILE_ERRORS } from './errors.ts';
import { PROFILE_MESSAGES } from './messages.ts';
import { PROFILE_PERMISSIONS } from './permissions.ts';

/** What the profiles domain brings to the platform-wide registries (registry.ts). */
export const profilesDomain = defineDomain({
  name: 'profiles',
  messages: PROFILE_MESSAGES,
  permissions: PROFILE_PERMISSIONS,
  errors: PROFILE_ERRORS,
});
