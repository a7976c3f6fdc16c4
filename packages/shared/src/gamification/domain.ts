import { defineDomain } from '../domain.ts';
import { BADGE_ERRORS } from './errors.ts';
import { BADGE_MESSAGES } from './messages.ts';
import { BADGE_PERMISSIONS } from './permissions.ts';

/** What the gamification domain (points and badges) brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const gamificationDomain = defineDomain({
  name: 'gamification',
  messages: BADGE_MESSAGES,
  permissions: BADGE_PERMISSIONS,
  errors: BADGE_ERRORS,
});
