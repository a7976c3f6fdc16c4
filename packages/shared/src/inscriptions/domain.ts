import { defineDomain } from '../domain.ts';
import { INSCRIPTION_MESSAGES } from './messages.ts';
import { INSCRIPTION_PERMISSIONS } from './permissions.ts';
import { INSCRIPTION_ERRORS } from './errors.ts';

/** What the enrolments domain brings to the platform-wide registries (registry.ts). */
export const inscriptionsDomain = defineDomain({
  name: 'inscriptions',
  messages: INSCRIPTION_MESSAGES,
  permissions: INSCRIPTION_PERMISSIONS,
  errors: INSCRIPTION_ERRORS,
});
