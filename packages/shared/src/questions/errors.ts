import { defineErrors } from '../errors/define.ts';
import { QUESTION_MESSAGES as M } from './messages.ts';

export const QUESTION_ERRORS = defineErrors({
  QUESTION_NOT_FOUND: { status: 404, message: M.questionNotFound },
  QUESTION_NOT_EDITABLE: { status: 403, message: M.questionNotEditable },
  QUESTION_LINKED: { status: 422, message: M.questionLinkedNotDeletable },
  QUESTION_DISCIPLINE_INVALID: { status: 422, message: M.questionDisciplineInvalid, field: 'discipline_id' },
  QUESTION_TOPIC_INVALID: { status: 422, message: M.questionTopicInvalid, field: 'topic_id' },
  QUESTION_DESCRIPTIVE_NO_OPTIONS: { status: 422, message: M.questionDescriptiveNoOptions, field: 'options' },
  QUESTION_CHOICE_OPTIONS: { status: 422, message: M.questionChoiceOptions, field: 'options' },
  QUESTION_CHOICE_CORRECT: { status: 422, message: M.questionChoiceCorrect, field: 'options' },
  QUESTION_TRUE_FALSE_OPTIONS: { status: 422, message: M.questionTrueFalseOptions, field: 'options' },
  QUESTION_OPTIONS_MAX: { status: 422, message: M.questionOptionsMax, field: 'options' },
  QUESTION_FEEDBACKS_MAX: { status: 422, message: M.questionFeedbacksMax, field: 'feedbacks' },
  QUESTION_LAST_CORRECT: { status: 422, message: M.questionLastCorrect, field: 'correct_answer' },
  QUESTION_OPTION_NOT_FOUND: { status: 404, message: M.questionOptionNotFound },
  QUESTION_FEEDBACK_NOT_FOUND: { status: 404, message: M.questionFeedbackNotFound },
  QUESTION_NOT_IN_QUIZ: { status: 422, message: M.questionNotInQuiz, field: 'quiz_id' },
  QUESTION_FORM_INVALID: { status: 422, message: M.questionFormInvalid },
});
