import type { Feature } from '../../app/feature.ts';
import type { disciplinesStrings } from './strings.ts';

const page = () => import('./DisciplineListPage.tsx');

/** My Disciplines (academic roles' landing) and Disciplines (staff's landing), 000 §2. */
export const disciplinesFeature: Feature<typeof disciplinesStrings> = {
  name: 'disciplines',
  strings: () => import('./strings.ts').then((m) => m.disciplinesStrings),
  routes: {
    shell: [
      {
        path: 'my/disciplines',
        title: 'disciplines.titles.mine',
        permission: 'disciplines:list-enrolled',
        page: () => page().then((m) => ({ Component: m.MyDisciplinesPage, loader: m.myDisciplinesLoader })),
      },
      {
        path: 'disciplines',
        title: 'disciplines.titles.all',
        permission: 'disciplines:list-all',
        page: () => page().then((m) => ({ Component: m.AllDisciplinesPage, loader: m.allDisciplinesLoader })),
      },
    ],
  },
};
