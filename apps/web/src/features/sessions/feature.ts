import type { Feature } from '../../app/feature.ts';
import type { sessionsStrings } from './strings.ts';

/** Student DashBoard and Tutor DashBoard (001 §2): study time, rank, badges; a tutor's students and weekly hours. */
export const sessionsFeature: Feature<typeof sessionsStrings> = {
  name: 'sessions',
  strings: () => import('./strings.ts').then((m) => m.sessionsStrings),
  routes: {
    shell: [
      {
        path: 'dashboard',
        title: 'sessions.titles.dashboard',
        permission: 'sessions:record',
        page: () => import('./StudentDashboardPage.tsx').then((m) => ({ Component: m.StudentDashboardPage })),
      },
      {
        path: 'tutor/dashboard',
        title: 'sessions.titles.tutorDashboard',
        // The same permission as its sidebar entry (tutors and teachers: their students); management
        // follows learners in Relatórios, and an address typed by hand no longer opens it (issue 29).
        permission: 'sessions:see-students',
        page: () => import('./TutorDashboardPage.tsx').then((m) => ({ Component: m.TutorDashboardPage })),
      },
    ],
  },
  nav: [
    {
      key: 'dashboard',
      label: 'sessions.nav.dashboard',
      icon: 'Gauge',
      order: 5,
      permission: 'sessions:record',
      target: { route: () => '/dashboard' },
    },
    {
      // Tutors and teachers follow their students here (the route needs the same permission).
      key: 'tutorDashboard',
      label: 'sessions.nav.tutorDashboard',
      icon: 'Gauge',
      order: 5,
      permission: 'sessions:see-students',
      target: { route: () => '/tutor/dashboard' },
    },
  ],
};
