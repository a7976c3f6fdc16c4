import { defineErrors } from '../errors/define.ts';
import { MATERIAL_FEEDBACK_MESSAGES as M } from './messages.ts';

export const MATERIAL_FEEDBACK_ERRORS = defineErrors({
  MATERIAL_FEEDBACK_MATERIAL_NOT_FOUND: { status: 422, message: M.materialFeedbackMaterialNotFound, field: 'material_id' },
});
