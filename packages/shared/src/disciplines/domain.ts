import { defineDomain } from '../domain.ts';
import { DISCIPLINE_PERMISSIONS } from './permissions.ts';
import { DISCIPLINE_MESSAGES } from './messages.ts';
import { DISCIPLINE_ERRORS } from './errors.ts';

/** What the disciplines domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const disciplinesDomain = defineDomain({
  name: 'disciplines',
  messages: DISCIPLINE_MESSAGES,
  permissions: DISCIPLINE_PERMISSIONS,
  errors: DISCIPLINE_ERRORS,
});
