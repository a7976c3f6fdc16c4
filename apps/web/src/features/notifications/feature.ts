import type { Feature } from '../../app/feature.ts';

/**
 * The notification bell: no screen of its own. The shell mounts NotificationBell (in the header,
 * or in the bottom bar on phones); its strings are the core catalogue's `notifications` section,
 * since every signed-in screen shows it.
 */
// Typed with no strings of its own: an untyped Feature would bring the generic catalogue shape
// into the typed keys (every t('…') key would stop checking).
export const notificationsFeature: Feature<Record<never, never>> = { name: 'notifications' };
