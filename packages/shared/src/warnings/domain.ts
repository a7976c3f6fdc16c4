import { defineDomain } from '../domain.ts';
import { WARNING_ERRORS } from './errors.ts';
import { WARNING_MESSAGES } from './messages.ts';
import { WARNING_PERMISSIONS } from './permissions.ts';

/** What the alerts (warnings) domain brings to the registries (registry.ts): texts, permissions, error codes. */
export const warningsDomain = defineDomain({
  name: 'warnings',
  messages: WARNING_MESSAGES,
  permissions: WARNING_PERMISSIONS,
  errors: WARNING_ERRORS,
});
