import type { Feature } from '../../app/feature.ts';
import type { waitlistStrings } from './strings.ts';

/** The feature-interest form (001 §5), opened by the sidebar's placeholder entries (shell/AppShell). */
export const leadsFeature: Feature<typeof waitlistStrings> = {
  name: 'leads',
  strings: () => import('./strings.ts').then((m) => m.waitlistStrings),
};
