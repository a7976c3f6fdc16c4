import { defineDomain } from '../domain.ts';
import { AI_MESSAGES } from './messages.ts';
import { AI_PERMISSIONS } from './permissions.ts';
import { AI_ERRORS } from './errors.ts';

/** What the AI features bring to the platform-wide registries (registry.ts). */
export const aiDomain = defineDomain({
  name: 'ai',
  messages: AI_MESSAGES,
  permissions: AI_PERMISSIONS,
  errors: AI_ERRORS,
});
