import type { Feature } from '../../app/feature.ts';
import type { questionImportStrings } from './strings.ts';

/**
 * Question import and export: no screen of its own. Questions Management mounts
 * QuestionImportActions (the import modal and the export buttons); this declares their strings
 * (the shell loads every feature's).
 */
export const questionImportFeature: Feature<typeof questionImportStrings> = {
  name: 'question-import',
  strings: () => import('./strings.ts').then((m) => m.questionImportStrings),
};
