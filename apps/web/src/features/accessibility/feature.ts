import type { Feature } from '../../app/feature.ts';
import type { accessibilityStrings } from './strings.ts';

/**
 * The accessibility panel (001 §2 "opened and closed by an A button"): no screen of its own. The
 * shell mounts AccessibilityButton in its header; the settings apply on every page (store.ts,
 * imported by main.tsx). Its strings load with the shell, like every feature's.
 */
export const accessibilityFeature: Feature<typeof accessibilityStrings> = {
  name: 'accessibility',
  strings: () => import('./strings.ts').then((m) => m.accessibilityStrings),
};
