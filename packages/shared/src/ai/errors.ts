import { defineErrors } from '../errors/define.ts';
import { AI_MESSAGES as M } from './messages.ts';

export const AI_ERRORS = defineErrors({
  AI_DISABLED: { status: 403, message: M.aiDisabled },
  AI_QUESTION_BANK_DISABLED: { status: 403, message: M.aiQuestionBankDisabled },
  AI_TOPICS_DISABLED: { status: 403, message: M.aiTopicsDisabled },
  AI_DISCIPLINE_INVALID: { status: 422, message: M.aiDisciplineInvalid, field: 'discipline_id' },
  AI_NOTHING_TO_CORRECT: { status: 422, message: M.aiNothingToCorrect },
  AI_JOB_NOT_FOUND: { status: 404, message: M.aiJobNotFound },
  AI_JOB_FINISHED: { status: 409, message: M.aiJobFinished },
  AI_SECRET_MISSING: { status: 409, message: M.aiSecretMissing },
});
