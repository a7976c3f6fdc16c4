import { defineDomain } from '../domain.ts';
import { ADMIN_PERMISSIONS } from './permissions.ts';

/** What the admin domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const adminDomain = defineDomain({
  name: 'admin',
  messages: {},
  permissions: ADMIN_PERMISSIONS,
  errors: {},
});
