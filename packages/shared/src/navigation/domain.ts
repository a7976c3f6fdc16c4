import { defineDomain } from '../domain.ts';
import { NAVIGATION_PERMISSIONS } from './permissions.ts';

/** What the navigation domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const navigationDomain = defineDomain({
  name: 'navigation',
  messages: {},
  permissions: NAVIGATION_PERMISSIONS,
  errors: {},
});
