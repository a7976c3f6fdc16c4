import { defineDomain } from '../domain.ts';
import { REPORT_MESSAGES } from './messages.ts';
import { REPORT_PERMISSIONS } from './permissions.ts';
import { REPORT_ERRORS } from './errors.ts';

/** What reports (the activity log, the student-log report and its PDF) bring to the registries (registry.ts). */
export const reportsDomain = defineDomain({
  name: 'reports',
  messages: REPORT_MESSAGES,
  permissions: REPORT_PERMISSIONS,
  errors: REPORT_ERRORS,
});
