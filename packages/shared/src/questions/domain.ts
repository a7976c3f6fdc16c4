import { defineDomain } from '../domain.ts';
import { QUESTION_MESSAGES } from './messages.ts';
import { QUESTION_PERMISSIONS } from './permissions.ts';
import { QUESTION_ERRORS } from './errors.ts';

/** What the question bank brings to the platform-wide registries (registry.ts). */
export const questionsDomain = defineDomain({
  name: 'questions',
  messages: QUESTION_MESSAGES,
  permissions: QUESTION_PERMISSIONS,
  errors: QUESTION_ERRORS,
});
