import { defineErrors } from '../errors/define.ts';
import { ATTEMPT_MESSAGES as M } from './messages.ts';

export const ATTEMPT_ERRORS = defineErrors({
  ATTEMPT_NOT_FOUND: { status: 404, message: M.attemptNotFound },
  ATTEMPT_NOT_QUIZ: { status: 422, message: M.attemptNotQuiz, field: 'material_item_id' },
  ATTEMPT_NO_QUESTIONS: { status: 422, message: M.attemptNoQuestions, field: 'material_item_id' },
  ATTEMPT_OTHER_USER: { status: 403, message: M.attemptOtherUser },
  ATTEMPT_NOT_OWNER: { status: 403, message: M.attemptNotOwner },
  ATTEMPT_LIMIT_REACHED: { status: 422, message: M.attemptLimitReached },
  ATTEMPT_FINISHED: { status: 422, message: M.attemptFinishedAlready },
  ATTEMPT_CHECKED: { status: 422, message: M.attemptCheckedAlready },
  ATTEMPT_TIME_OVER: { status: 422, message: M.attemptTimeOver },
  ATTEMPT_NOT_FINISHED: { status: 422, message: M.attemptNotFinished },
  ATTEMPT_QUESTION_NOT_IN_QUIZ: { status: 422, message: M.attemptQuestionNotInQuiz, field: 'question_id' },
  ATTEMPT_OPTION_NOT_IN_QUESTION: { status: 422, message: M.attemptOptionNotInQuestion, field: 'option_id' },
  ATTEMPT_OPTION_REQUIRED: { status: 422, message: M.attemptOptionRequired, field: 'option_id' },
  ATTEMPT_TEXT_REQUIRED: { status: 422, message: M.attemptTextRequired, field: 'answer_text' },
  ATTEMPT_ANSWER_NOT_IN_ATTEMPT: { status: 422, message: M.attemptAnswerNotInAttempt, field: 'answers' },
});
