import { QUESTION_ERRORS, QUESTION_PERMISSIONS } from '@trilha/shared/questions';
import { defineApiDomain } from '../../kit/domain.ts';
import { questionRoutes } from './routes.ts';
import { copyLinkedQuestions } from './copy-linked-questions.ts';

export const questionsDomain = defineApiDomain({
  name: 'questions',
  tables: ['questions', 'question_options', 'question_feedbacks'],
  disciplineCopy: copyLinkedQuestions,
  routes: questionRoutes,
  permissions: QUESTION_PERMISSIONS,
  errors: QUESTION_ERRORS,
});
