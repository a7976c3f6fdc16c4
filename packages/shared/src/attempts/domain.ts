import { defineDomain } from '../domain.ts';
import { ATTEMPT_MESSAGES } from './messages.ts';
import { ATTEMPT_PERMISSIONS } from './permissions.ts';
import { ATTEMPT_ERRORS } from './errors.ts';

/** What quiz attempts bring to the platform-wide registries (registry.ts). */
export const attemptsDomain = defineDomain({
  name: 'attempts',
  messages: ATTEMPT_MESSAGES,
  permissions: ATTEMPT_PERMISSIONS,
  errors: ATTEMPT_ERRORS,
});
