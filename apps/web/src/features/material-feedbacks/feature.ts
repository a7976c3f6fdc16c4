import type { Feature } from '../../app/feature.ts';
import type { materialFeedbacksStrings } from './strings.ts';

/**
 * Material reviews: no screen of its own. The Discipline Material screen embeds
 * MaterialReviewsPanel and EvaluateMaterialsButton; this declares their strings (the shell loads
 * every feature's).
 */
export const materialFeedbacksFeature: Feature<typeof materialFeedbacksStrings> = {
  name: 'material-feedbacks',
  strings: () => import('./strings.ts').then((m) => m.materialFeedbacksStrings),
};
