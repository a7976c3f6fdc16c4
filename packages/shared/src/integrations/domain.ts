import { defineDomain } from '../domain.ts';
import { INTEGRATION_MESSAGES } from './messages.ts';
import { INTEGRATION_PERMISSIONS } from './permissions.ts';

/** What the integrations domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const integrationsDomain = defineDomain({
  name: 'integrations',
  messages: INTEGRATION_MESSAGES,
  permissions: INTEGRATION_PERMISSIONS,
  errors: {},
});
