import type { Feature } from '../../app/feature.ts';
import type { assignmentsStrings } from './strings.ts';

/**
 * Assignments (000 §2, the spec's paths and spellings): a task's submissions for staff
 * (Assignment Management), a student's answer or a staff view of one (Assigment Attempt), the task
 * and the student's state (Assigment Overview), and the evaluation (Attempt Feedback). Who sees
 * which submission is the API's rule; the routes only need the permission to open the screen.
 */
export const assignmentsFeature: Feature<typeof assignmentsStrings> = {
  name: 'assignments',
  strings: () => import('./strings.ts').then((m) => m.assignmentsStrings),
  routes: {
    shell: [
      {
        path: 'discipline/:disciplineId/materials/assignment/:id/management',
        title: 'assignments.titles.management',
        permission: 'assignments:review-any-student',
        page: () => import('./ManagementPage.tsx').then((m) => ({ Component: m.ManagementPage, loader: m.managementLoader })),
      },
      {
        path: 'discipline/:disciplineId/materials/assignment/:materialItemId/attempt/:id',
        title: 'assignments.titles.attempt',
        permission: 'assignments:read',
        page: () => import('./AttemptPage.tsx').then((m) => ({ Component: m.AttemptPage, loader: m.attemptLoader })),
      },
      {
        path: 'discipline/:disciplineId/assigment/:id/overview',
        title: 'assignments.titles.overview',
        permission: 'assignments:list',
        page: () => import('./OverviewPage.tsx').then((m) => ({ Component: m.OverviewPage, loader: m.overviewLoader })),
      },
      {
        path: 'discipline/:disciplineId/assigment/:materialItemId/feedback/:attemptId',
        title: 'assignments.titles.feedback',
        permission: 'assignments:read',
        page: () => import('./FeedbackPage.tsx').then((m) => ({ Component: m.FeedbackPage, loader: m.feedbackLoader })),
      },
    ],
  },
};
