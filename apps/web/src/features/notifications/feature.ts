import type { Feature } from '../../app/feature.ts';

/**
 * The notification bell: no screen of its own. The shell mounts NotificationBell (in the header,
 * or in the bottom bar on phones); its strings are the core catalogue's `notifications` section,
 * since every signed-in screen shows it.
 */
export const notificationsFeature: Feature = { name: 'notifications' };
