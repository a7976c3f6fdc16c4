import type { Feature } from '../../app/feature.ts';
import type { reportsStrings } from './strings.ts';

/** Reports View (/reports, 001 §2): the student log, its filters and its PDF. */
export const reportsFeature: Feature<typeof reportsStrings> = {
  name: 'reports',
  strings: () => import('./strings.ts').then((m) => m.reportsStrings),
  routes: {
    shell: [
      {
        path: 'reports',
        title: 'reports.titles.reports',
        permission: 'reports:student-logs',
        page: () => import('./ReportsPage.tsx').then((m) => ({ Component: m.ReportsPage })),
      },
    ],
  },
  nav: [
    {
      key: 'reports',
      label: 'nav.reports',
      icon: 'ChartColumn',
      order: 60,
      permission: 'reports:view',
      target: { route: () => '/reports' },
    },
  ],
};
