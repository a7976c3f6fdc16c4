import { MATERIAL_ERRORS, MATERIAL_PERMISSIONS } from '@trilha/shared/materials';
import { defineApiDomain } from '../../kit/domain.ts';
import { materialRoutes } from './routes.ts';
import { checkFinishedQuizItem } from './on-attempt-finished.ts';
import { checkSubmittedTaskItem } from './on-assignment-submitted.ts';
import { checkCompletedScormItem } from './on-scorm-attempt-completed.ts';

/** Materials, material items of every kind, settings, password, uploads, import, progress, downloads. */
export const materialsDomain = defineApiDomain({
  name: 'materials',
  routes: materialRoutes,
  permissions: MATERIAL_PERMISSIONS,
  errors: MATERIAL_ERRORS,
  subscribers: [checkFinishedQuizItem, checkSubmittedTaskItem, checkCompletedScormItem],
});
