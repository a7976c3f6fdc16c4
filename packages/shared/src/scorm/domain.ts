import { defineDomain } from '../domain.ts';
import { SCORM_MESSAGES } from './messages.ts';
import { SCORM_PERMISSIONS } from './permissions.ts';
import { SCORM_ERRORS } from './errors.ts';

/** What the SCORM domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const scormDomain = defineDomain({
  name: 'scorm',
  messages: SCORM_MESSAGES,
  permissions: SCORM_PERMISSIONS,
  errors: SCORM_ERRORS,
});
