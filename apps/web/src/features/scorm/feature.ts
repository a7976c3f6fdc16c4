import type { Feature } from '../../app/feature.ts';
import type { scormStrings } from './strings.ts';

/**
 * SCORM items: the player (ScormPlayer, lazy; the Discipline Material screen embeds it) and a page
 * of its own for an item, /scorm/{materialItemId}. Who may open which item is the API's content rule.
 */
export const scormFeature: Feature<typeof scormStrings> = {
  name: 'scorm',
  strings: () => import('./strings.ts').then((m) => m.scormStrings),
  routes: {
    shell: [
      {
        path: 'scorm/:materialItemId',
        title: 'scorm.titles.player',
        permission: 'scorm:play',
        page: () => import('./ScormPage.tsx').then((m) => ({ Component: m.ScormPage, loader: m.scormPageLoader })),
        // An item of a discipline: a discipline view (Turma and Notas), its id from the loaded item.
        discipline: ({ data }) => (data as { disciplineId?: number } | null)?.disciplineId ?? null,
      },
    ],
  },
};
