import {
  ALL_NOTIFICATION_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_DEFS,
  NOTIFICATION_TYPES,
  notificationLabel,
  type NotificationChannel,
  type NotificationLocale,
  type NotificationPreference,
} from '@trilha/shared/notifications';

export type PreferenceRow = { type: string; channel: string; enabled: boolean };

/**
 * The effective table: for each registered type and channel, the user's row for that type, else
 * their '*' row for the channel (one-click unsubscribe), else the type's default. The same order
 * of precedence as the set-based statements (notify-enrolled-students.ts, the worker's digest).
 */
export function effectivePreferences(
  rows: readonly PreferenceRow[],
  locale: NotificationLocale = 'pt-BR',
): NotificationPreference[] {
  const chosen = new Map(rows.map((r) => [`${r.channel}:${r.type}`, r.enabled]));
  const value = (type: string, channel: NotificationChannel, fallback: boolean) =>
    chosen.get(`${channel}:${type}`) ?? chosen.get(`${channel}:${ALL_NOTIFICATION_TYPES}`) ?? fallback;
  return NOTIFICATION_TYPES.map((type) => {
    const def = NOTIFICATION_TYPE_DEFS[type];
    const [inApp, email] = NOTIFICATION_CHANNELS.map((c) => value(type, c, def.defaults[c]));
    return { type, label: notificationLabel(type, locale), in_app: inApp!, email: email! };
  });
}
