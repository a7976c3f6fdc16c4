import type { Feature } from '../../app/feature.ts';
import type { inscriptionsStrings } from './strings.ts';

/** Discipline Class (000 §2): the enrolments of a discipline, its "Turma" entry inside discipline views. */
export const inscriptionsFeature: Feature<typeof inscriptionsStrings> = {
  name: 'inscriptions',
  strings: () => import('./strings.ts').then((m) => m.inscriptionsStrings),
  routes: {
    shell: [
      {
        path: 'discipline/:id/class',
        title: 'inscriptions.titles.class',
        permission: 'inscriptions:list',
        page: () =>
          import('./DisciplineClassPage.tsx').then((m) => ({
            Component: m.DisciplineClassPage,
            loader: m.disciplineClassLoader,
          })),
      },
    ],
  },
  nav: [
    {
      key: 'class',
      label: 'inscriptions.nav',
      icon: 'GraduationCap',
      order: 40,
      // Students have no class list to open (the API refuses it): the entry is the staff's.
      permission: 'inscriptions:list',
      when: (ctx) => ctx.disciplineId !== null,
      target: { route: (ctx) => `/discipline/${ctx.disciplineId}/class` },
    },
  ],
};
