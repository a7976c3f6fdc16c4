import type { Feature } from '../../app/feature.ts';
import type { materialsStrings } from './strings.ts';

/**
 * Discipline Material (/discipline/{id}/materials, 000 §2): a student studies a discipline's
 * materials there, staff build them. Who may open it is the API's rule (findReadableDiscipline):
 * the route needs only a signed-in member, and a discipline the user may not read is Not Found.
 */
export const materialsFeature: Feature<typeof materialsStrings> = {
  name: 'materials',
  strings: () => import('./strings.ts').then((m) => m.materialsStrings),
  routes: {
    shell: [
      {
        path: 'discipline/:id/materials',
        title: 'materials.titles.page',
        permission: 'platform:use',
        page: () =>
          import('./DisciplineMaterialPage.tsx').then((m) => ({
            Component: m.DisciplineMaterialPage,
            loader: m.disciplineMaterialLoader,
          })),
      },
    ],
  },
};
