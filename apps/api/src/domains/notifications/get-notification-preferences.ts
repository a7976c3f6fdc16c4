import type { NotificationLocale, NotificationPreference } from '@trilha/shared/notifications';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { effectivePreferences } from './preference-values.ts';

/** GET /notification-preferences: the caller's own table, every registered type (defaults filled in). */
export async function getNotificationPreferences(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  locale: NotificationLocale,
): Promise<NotificationPreference[]> {
  const rows = await deps.db.notificationPref.findMany({
    where: { companyId: tenant.companyId, userId: actor.id },
    select: { type: true, channel: true, enabled: true },
  });
  return effectivePreferences(rows, locale);
}
