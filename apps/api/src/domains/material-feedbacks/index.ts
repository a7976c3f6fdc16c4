import { MATERIAL_FEEDBACK_ERRORS, MATERIAL_FEEDBACK_PERMISSIONS } from '@trilha/shared/material-feedbacks';
import { defineApiDomain } from '../../kit/domain.ts';
import { materialFeedbackRoutes } from './routes.ts';

export const materialFeedbacksDomain = defineApiDomain({
  name: 'material-feedbacks',
  tables: ['material_reviews'],
  routes: materialFeedbackRoutes,
  permissions: MATERIAL_FEEDBACK_PERMISSIONS,
  errors: MATERIAL_FEEDBACK_ERRORS,
});
