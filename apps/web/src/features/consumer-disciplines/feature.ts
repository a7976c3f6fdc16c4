import type { Feature } from '../../app/feature.ts';
import type { consumerDisciplinesStrings } from './strings.ts';

/** My personalized disciplines (000 §2): offers from suppliers waiting for the company's decision. */
export const consumerDisciplinesFeature: Feature<typeof consumerDisciplinesStrings> = {
  name: 'consumer-disciplines',
  strings: () => import('./strings.ts').then((m) => m.consumerDisciplinesStrings),
  routes: {
    shell: [
      {
        path: 'my-disciplines',
        title: 'consumerDisciplines.titles.list',
        permission: 'consumer-disciplines:list',
        page: () =>
          import('./MyDisciplinesPage.tsx').then((m) => ({ Component: m.MyDisciplinesPage, loader: m.myDisciplinesLoader })),
      },
    ],
  },
  // No sidebar entry: 001 §2 fixes the sidebar per role and does not list it; the Disciplines landing
  // links here (for consumer-disciplines:list).
};
