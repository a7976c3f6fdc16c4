import type { Feature } from '../../app/feature.ts';
import type { aiStrings } from './strings.ts';

/**
 * The AI actions: no screen of its own. Questions Management mounts GenerateQuestionsAction next
 * to the import; this declares its strings (the shell loads every feature's).
 */
export const aiFeature: Feature<typeof aiStrings> = {
  name: 'ai',
  strings: () => import('./strings.ts').then((m) => m.aiStrings),
};
