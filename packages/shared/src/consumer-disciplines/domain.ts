import { defineDomain } from '../domain.ts';
import { CONSUMER_DISCIPLINE_MESSAGES } from './messages.ts';
import { CONSUMER_DISCIPLINE_PERMISSIONS } from './permissions.ts';
import { CONSUMER_DISCIPLINE_ERRORS } from './errors.ts';

/** What supplied (consumer) disciplines bring to the platform-wide registries (registry.ts). */
export const consumerDisciplinesDomain = defineDomain({
  name: 'consumer-disciplines',
  messages: CONSUMER_DISCIPLINE_MESSAGES,
  permissions: CONSUMER_DISCIPLINE_PERMISSIONS,
  errors: CONSUMER_DISCIPLINE_ERRORS,
});
