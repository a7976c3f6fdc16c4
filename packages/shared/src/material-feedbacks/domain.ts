import { defineDomain } from '../domain.ts';
import { MATERIAL_FEEDBACK_MESSAGES } from './messages.ts';
import { MATERIAL_FEEDBACK_PERMISSIONS } from './permissions.ts';
import { MATERIAL_FEEDBACK_ERRORS } from './errors.ts';

/** What material reviews bring to the platform-wide registries (registry.ts). */
export const materialFeedbacksDomain = defineDomain({
  name: 'material-feedbacks',
  messages: MATERIAL_FEEDBACK_MESSAGES,
  permissions: MATERIAL_FEEDBACK_PERMISSIONS,
  errors: MATERIAL_FEEDBACK_ERRORS,
});
