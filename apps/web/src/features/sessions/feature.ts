import { Gauge } from 'lucide-react';
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
        permission: 'tutors:metrics',
        page: () => import('./TutorDashboardPage.tsx').then((m) => ({ Component: m.TutorDashboardPage })),
      },
    ],
  },
  nav: [
    {
      key: 'dashboard',
      label: 'sessions.nav.dashboard',
      icon: Gauge,
      order: 5,
      permission: 'sessions:record',
      target: { route: () => '/dashboard' },
    },
    {
      // Tutors and teachers follow their students here; management reaches it by its address.
      key: 'tutorDashboard',
      label: 'sessions.nav.tutorDashboard',
      icon: Gauge,
      order: 5,
      permission: 'sessions:see-students',
      target: { route: () => '/tutor/dashboard' },
    },
  ],
};
