import type { Feature } from '../../app/feature.ts';
import type { badgesStrings } from './strings.ts';

/**
 * Badges (001 §3 Badge; Open Badges credentials): no page of its own yet. Its `BadgesSection`
 * ("Conquistas") is shown on the profile, where the badge toast leads.
 */
export const badgesFeature: Feature<typeof badgesStrings> = {
  name: 'badges',
  strings: () => import('./strings.ts').then((m) => m.badgesStrings),
};
