import { defineDomain } from '../domain.ts';
import { CONTACT_MESSAGES } from './messages.ts';
import { CONTACT_PERMISSIONS } from './permissions.ts';
import { CONTACT_ERRORS } from './errors.ts';

/** What the contacts domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const contactsDomain = defineDomain({
  name: 'contacts',
  messages: CONTACT_MESSAGES,
  permissions: CONTACT_PERMISSIONS,
  errors: CONTACT_ERRORS,
});
