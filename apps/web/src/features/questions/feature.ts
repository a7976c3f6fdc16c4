import type { Feature } from '../../app/feature.ts';
import type { questionsStrings } from './strings.ts';

/**
 * The question bank (000 §2): Quizzes (/quizzes/{id}, one discipline's bank, pages appended) and
 * Questions Management (/questions/management, the company's bank). Staff only (questions:read):
 * the bank holds the correct answers; which questions each one sees is the API's rule.
 */
export const questionsFeature: Feature<typeof questionsStrings> = {
  name: 'questions',
  strings: () => import('./strings.ts').then((m) => m.questionsStrings),
  routes: {
    shell: [
      {
        path: 'questions/management',
        title: 'questions.titles.management',
        permission: 'questions:read',
        page: () =>
          import('./QuestionsManagementPage.tsx').then((m) => ({
            Component: m.QuestionsManagementPage,
            loader: m.questionsManagementLoader,
          })),
      },
      {
        path: 'quizzes/:id',
        title: 'questions.titles.quizzes',
        permission: 'questions:read',
        page: () => import('./QuizzesPage.tsx').then((m) => ({ Component: m.QuizzesPage, loader: m.quizzesLoader })),
        // One discipline's bank: a discipline view, so the sidebar keeps Turma and Notas.
        discipline: ({ params }) => Number(params.id) || null,
      },
    ],
  },
  // No sidebar entry: 001 §2 lists the sidebar's entries and this is not one. The bank opens from
  // the Discipline Material screen (staff) and from the quiz item form's picker.
};
