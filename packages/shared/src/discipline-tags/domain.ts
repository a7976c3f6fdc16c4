import { defineDomain } from '../domain.ts';
import { DISCIPLINE_TAG_PERMISSIONS } from './permissions.ts';
import { DISCIPLINE_TAG_MESSAGES } from './messages.ts';
import { DISCIPLINE_TAG_ERRORS } from './errors.ts';

/** The company's discipline tags: texts, permissions, error codes (registry.ts). */
export const disciplineTagsDomain = defineDomain({
  name: 'discipline-tags',
  messages: DISCIPLINE_TAG_MESSAGES,
  permissions: DISCIPLINE_TAG_PERMISSIONS,
  errors: DISCIPLINE_TAG_ERRORS,
});
