import { defineDomain } from '../domain.ts';
import { LEAD_MESSAGES } from './messages.ts';
import { LEAD_PERMISSIONS } from './permissions.ts';

/** What the leads domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const leadsDomain = defineDomain({
  name: 'leads',
  messages: LEAD_MESSAGES,
  permissions: LEAD_PERMISSIONS,
  errors: {},
});
