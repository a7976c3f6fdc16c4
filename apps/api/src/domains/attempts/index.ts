import { ATTEMPT_ERRORS, ATTEMPT_PERMISSIONS } from '@trilha/shared/attempts';
import { defineApiDomain } from '../../kit/domain.ts';
import { attemptRoutes } from './routes.ts';
import { quizItemKind } from './quiz-item-kind.ts';
import { dropQuizQuestionLink } from './on-quiz-question-removed.ts';

export const attemptsDomain = defineApiDomain({
  name: 'attempts',
  tables: ['attempts', 'attempt_answers', 'material_item_questions'],
  routes: attemptRoutes,
  permissions: ATTEMPT_PERMISSIONS,
  errors: ATTEMPT_ERRORS,
  itemKinds: [quizItemKind],
  subscribers: [dropQuizQuestionLink],
});
