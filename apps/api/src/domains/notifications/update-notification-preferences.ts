import {
  ALL_NOTIFICATION_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationLocale,
  type NotificationPreference,
  type UpdateNotificationPreferencesBody,
} from '@trilha/shared/notifications';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { effectivePreferences } from './preference-values.ts';

/**
 * PUT /notification-preferences: the caller's own choices for the types sent (one transaction).
 * Turning a channel on for any type lifts a '*' row of that channel (left by one-click
 * unsubscribe): the types not sent keep the value the '*' gave them, as rows of their own, so
 * nothing but what the user touched changes, and types added later get their default again.
 */
export async function updateNotificationPreferences(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: UpdateNotificationPreferencesBody,
  locale: NotificationLocale,
): Promise<NotificationPreference[]> {
  const types = body.preferences.map((p) => p.type);
  if (new Set(types).size !== types.length) throw appError('NOTIFICATION_PREFERENCE_REPEATED');
  const mine = Prisma.sql`company_id = ${tenant.companyId} AND user_id = ${actor.id}`;
  return deps.db.$transaction(async (tx) => {
    for (const channel of NOTIFICATION_CHANNELS) {
      if (!body.preferences.some((p) => p[channel])) continue;
      const others = NOTIFICATION_TYPES.filter((t) => !types.includes(t));
      const lifted = await tx.$queryRaw<{ enabled: boolean }[]>`
        DELETE FROM notification_preferences WHERE ${mine} AND channel = ${channel} AND type = ${ALL_NOTIFICATION_TYPES}
        RETURNING enabled`;
      if (lifted.length && others.length)
        await tx.$executeRaw`
          INSERT INTO notification_preferences (company_id, user_id, type, channel, enabled)
          SELECT ${tenant.companyId}, ${actor.id}, t, ${channel}, ${lifted[0]!.enabled} FROM unnest(${others}::text[]) t
          ON CONFLICT (company_id, user_id, channel, type) DO NOTHING`;
    }
    const rows = body.preferences.flatMap((p) => NOTIFICATION_CHANNELS.map((c) => ({ type: p.type, channel: c, enabled: p[c] })));
    await tx.$executeRaw`
      INSERT INTO notification_preferences (company_id, user_id, type, channel, enabled)
      SELECT ${tenant.companyId}, ${actor.id}, r.type, r.channel, r.enabled
      FROM unnest(${rows.map((r) => r.type)}::text[], ${rows.map((r) => r.channel)}::text[], ${rows.map((r) => r.enabled)}::boolean[])
           AS r(type, channel, enabled)
      ON CONFLICT (company_id, user_id, channel, type) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`;
    const all = await tx.notificationPref.findMany({
      where: { companyId: tenant.companyId, userId: actor.id },
      select: { type: true, channel: true, enabled: true },
    });
    return effectivePreferences(all, locale);
  });
}
