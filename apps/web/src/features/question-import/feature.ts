import type { Feature } from '../../app/feature.ts';
import type { questionImportStrings } from './strings.ts';

/**
 * Question import and export: QuestionImportModal and ExportButtons, mounted by Questions
 * Management; and a small page of their own (/questions/import).
 */
export const questionImportFeature: Feature<typeof questionImportStrings> = {
  name: 'question-import',
  strings: () => import('./strings.ts').then((m) => m.questionImportStrings),
  routes: {
    shell: [
      {
        path: 'questions/import',
        title: 'questionImport.titles.page',
        permission: 'question-import:import',
        page: () => import('./QuestionImportPage.tsx').then((m) => ({ Component: m.QuestionImportPage })),
      },
    ],
  },
};
