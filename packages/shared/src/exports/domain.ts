import { defineDomain } from '../domain.ts';
import { EXPORT_MESSAGES } from './messages.ts';
import { EXPORT_ERRORS } from './errors.ts';

/** What exports bring to the platform-wide registries (registry.ts). */
export const exportsDomain = defineDomain({
  name: 'exports',
  messages: EXPORT_MESSAGES,
  permissions: {},
  errors: EXPORT_ERRORS,
});
