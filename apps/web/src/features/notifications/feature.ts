import type { Feature } from '../../app/feature.ts';
import type { notificationsStrings } from './strings.ts';

/**
 * The notification bell: no screen of its own. The shell mounts NotificationBell (in the header,
 * or in the bottom bar on phones); this declares its strings (the shell loads every feature's).
 */
export const notificationsFeature: Feature<typeof notificationsStrings> = {
  name: 'notifications',
  strings: () => import('./strings.ts').then((m) => m.notificationsStrings),
};
