import type { Feature } from '../../app/feature.ts';
import type { attemptsStrings } from './strings.ts';

const base = 'discipline/:id/materials/:materialItemId/quiz';

/**
 * The quiz screens (000 §2). Who may open them is the API's rule (findItem through the
 * discipline): the routes need only a signed-in member. Attempt, Feedback and Answers are
 * internal: reached from Questionnaire (router state); a direct visit goes back to it. Each
 * loads its data in its loader (loaders.ts): a failed load keeps the current screen, with a toast.
 */
export const attemptsFeature: Feature<typeof attemptsStrings> = {
  name: 'attempts',
  strings: () => import('./strings.ts').then((m) => m.attemptsStrings),
  routes: {
    shell: [
      {
        path: base,
        title: 'attempts.titles.quiz',
        permission: 'attempts:read',
        page: () =>
          import('./QuestionnairePage.tsx').then((m) => ({ Component: m.QuestionnairePage, loader: m.questionnaireLoader })),
      },
      {
        path: `${base}/attempt/:attemptId`,
        title: 'attempts.titles.attempt',
        permission: 'attempts:take',
        page: () => import('./AttemptPage.tsx').then((m) => ({ Component: m.AttemptPage, loader: m.attemptLoader })),
      },
      {
        path: `${base}/attempt/:attemptId/feedback`,
        title: 'attempts.titles.feedback',
        permission: 'attempts:read',
        page: () => import('./FeedbackPage.tsx').then((m) => ({ Component: m.FeedbackPage, loader: m.feedbackLoader })),
      },
      {
        path: `${base}/answers`,
        title: 'attempts.titles.answers',
        permission: 'attempts:read',
        page: () => import('./AnswersPage.tsx').then((m) => ({ Component: m.AnswersPage, loader: m.answersLoader })),
      },
    ],
  },
};
