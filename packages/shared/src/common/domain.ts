import { defineDomain } from '../domain.ts';
import { COMMON_ERRORS } from '../errors/kernel.ts';
import { COMMON_MESSAGES } from './messages.ts';
import { COMMON_PERMISSIONS } from './permissions.ts';

/** What the common domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const commonDomain = defineDomain({
  name: 'common',
  messages: COMMON_MESSAGES,
  permissions: COMMON_PERMISSIONS,
  errors: COMMON_ERRORS,
});
