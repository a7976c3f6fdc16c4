import type { Feature } from '../../app/feature.ts';
import type { gradesStrings } from './strings.ts';

/** Discipline Grades (001 §2): the grades of a discipline, its "Notas" entry inside discipline views. */
export const gradesFeature: Feature<typeof gradesStrings> = {
  name: 'grades',
  strings: () => import('./strings.ts').then((m) => m.gradesStrings),
  routes: {
    shell: [
      {
        path: 'discipline/:id/grades',
        title: 'grades.titles.grades',
        permission: 'grades:list',
        page: () =>
          import('./DisciplineGradesPage.tsx').then((m) => ({
            Component: m.DisciplineGradesPage,
            loader: m.disciplineGradesLoader,
          })),
      },
    ],
  },
  nav: [
    {
      key: 'grades',
      label: 'nav.grades',
      icon: 'ClipboardList',
      order: 50,
      // 001 §2: "Turma and Notas: only inside discipline views". Learners open it too (their own grades).
      permission: 'grades:list',
      when: (ctx) => ctx.disciplineId !== null,
      target: { route: (ctx) => `/discipline/${ctx.disciplineId}/grades` },
    },
  ],
};
