import type { Feature } from '../../app/feature.ts';
import type { warningsStrings } from './strings.ts';

/** Warning View (/notes, 001 §2; menu label Avisos): the company's alerts, managed by staff. */
export const warningsFeature: Feature<typeof warningsStrings> = {
  name: 'warnings',
  strings: () => import('./strings.ts').then((m) => m.warningsStrings),
  routes: {
    shell: [
      {
        path: 'notes',
        title: 'warnings.titles.list',
        permission: 'warnings:read',
        page: () => import('./WarningsPage.tsx').then((m) => ({ Component: m.WarningsPage, loader: m.warningsLoader })),
      },
    ],
  },
  nav: [
    {
      key: 'alerts',
      label: 'nav.alerts',
      icon: 'Megaphone',
      order: 70,
      permission: 'warnings:view',
      target: { route: () => '/notes' },
    },
  ],
};
