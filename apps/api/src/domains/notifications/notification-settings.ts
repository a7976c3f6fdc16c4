import { NOTIFICATION_RETENTION_DEFAULT_DAYS, type NotificationSettings } from '@trilha/shared/notifications';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** The company's notification settings (no row: the defaults). */
export async function getNotificationSettings(deps: Pick<AppDeps, 'db'>, tenant: Tenant): Promise<NotificationSettings> {
  const row = await deps.db.notificationSetting.findUnique({
    where: { companyId: tenant.companyId },
    select: { retentionDays: true },
  });
  return { retention_days: row?.retentionDays ?? NOTIFICATION_RETENTION_DEFAULT_DAYS };
}

/** PUT /notification-settings: how long the company keeps notifications (the worker prunes older ones). */
export async function updateNotificationSettings(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  body: NotificationSettings,
): Promise<NotificationSettings> {
  const row = await deps.db.notificationSetting.upsert({
    where: { companyId: tenant.companyId },
    create: { companyId: tenant.companyId, retentionDays: body.retention_days },
    update: { retentionDays: body.retention_days },
    select: { retentionDays: true },
  });
  return { retention_days: row.retentionDays };
}
