import { defineDomain } from '../domain.ts';
import { FORUM_ERRORS } from './errors.ts';
import { FORUM_MESSAGES } from './messages.ts';
import { FORUM_PERMISSIONS } from './permissions.ts';

/** What the forums domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const forumsDomain = defineDomain({
  name: 'forums',
  messages: FORUM_MESSAGES,
  permissions: FORUM_PERMISSIONS,
  errors: FORUM_ERRORS,
});
