import { defineDomain } from '../domain.ts';
import { GRADE_MESSAGES } from './messages.ts';
import { GRADE_PERMISSIONS } from './permissions.ts';
import { GRADE_ERRORS } from './errors.ts';

/** What grades bring to the platform-wide registries (registry.ts). */
export const gradesDomain = defineDomain({
  name: 'grades',
  messages: GRADE_MESSAGES,
  permissions: GRADE_PERMISSIONS,
  errors: GRADE_ERRORS,
});
