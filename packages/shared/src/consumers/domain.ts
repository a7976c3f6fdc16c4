import { defineDomain } from '../domain.ts';
import { CONSUMER_MESSAGES } from './messages.ts';
import { CONSUMER_PERMISSIONS } from './permissions.ts';
import { CONSUMER_ERRORS } from './errors.ts';

/** What the consumers domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const consumersDomain = defineDomain({
  name: 'consumers',
  messages: CONSUMER_MESSAGES,
  permissions: CONSUMER_PERMISSIONS,
  errors: CONSUMER_ERRORS,
});
