import { defineDomain } from '../domain.ts';
import { ACCESSIBILITY_MESSAGES } from './messages.ts';
import { ACCESSIBILITY_PERMISSIONS } from './permissions.ts';
import { ACCESSIBILITY_ERRORS } from './errors.ts';

/** What the accessibility panel brings to the platform-wide registries (registry.ts). */
export const accessibilityDomain = defineDomain({
  name: 'accessibility',
  messages: ACCESSIBILITY_MESSAGES,
  permissions: ACCESSIBILITY_PERMISSIONS,
  errors: ACCESSIBILITY_ERRORS,
});
