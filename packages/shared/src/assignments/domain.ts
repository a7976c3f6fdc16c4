import { defineDomain } from '../domain.ts';
import { ASSIGNMENT_MESSAGES } from './messages.ts';
import { ASSIGNMENT_PERMISSIONS } from './permissions.ts';
import { ASSIGNMENT_ERRORS } from './errors.ts';

/** What assignments (submissions and evaluations of task items) bring to the registries. */
export const assignmentsDomain = defineDomain({
  name: 'assignments',
  messages: ASSIGNMENT_MESSAGES,
  permissions: ASSIGNMENT_PERMISSIONS,
  errors: ASSIGNMENT_ERRORS,
});
