import type { Feature } from '../../app/feature.ts';
import type { adminStrings } from './strings.ts';

/** The admin's Home (000 §2): the platform's figures. */
export const adminFeature: Feature<typeof adminStrings> = {
  name: 'admin',
  strings: () => import('./strings.ts').then((m) => m.adminStrings),
  routes: {
    shell: [
      {
        path: 'home',
        title: 'admin.titles.home',
        permission: 'admin:metrics',
        page: () => import('./HomePage.tsx').then((m) => ({ Component: m.HomePage, loader: m.homeLoader })),
      },
    ],
  },
};
