import { defineDomain } from '../domain.ts';
import { DISCIPLINE_TOPIC_PERMISSIONS } from './permissions.ts';
import { DISCIPLINE_TOPIC_MESSAGES } from './messages.ts';
import { DISCIPLINE_TOPIC_ERRORS } from './errors.ts';

/** A discipline's topics: texts, permissions, error codes (registry.ts). */
export const disciplineTopicsDomain = defineDomain({
  name: 'discipline-topics',
  messages: DISCIPLINE_TOPIC_MESSAGES,
  permissions: DISCIPLINE_TOPIC_PERMISSIONS,
  errors: DISCIPLINE_TOPIC_ERRORS,
});
