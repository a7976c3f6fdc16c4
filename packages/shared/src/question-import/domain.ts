import { defineDomain } from '../domain.ts';
import { QUESTION_IMPORT_MESSAGES } from './messages.ts';
import { QUESTION_IMPORT_PERMISSIONS } from './permissions.ts';
import { QUESTION_IMPORT_ERRORS } from './errors.ts';

/** What question import/export brings to the platform-wide registries (registry.ts). */
export const questionImportDomain = defineDomain({
  name: 'question-import',
  messages: QUESTION_IMPORT_MESSAGES,
  permissions: QUESTION_IMPORT_PERMISSIONS,
  errors: QUESTION_IMPORT_ERRORS,
});
