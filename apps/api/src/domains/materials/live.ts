import { channels, MATERIAL_PRODUCTION_NAMESPACE, type EventName, type MaterialChangePayload } from '@trilha/shared/realtime';
import { Prisma } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Tenant } from '../../tenancy/tenant.ts';

type ChangeEvent = Extract<EventName, `.material${string}`>;

/**
 * Tells an open Discipline Material screen that something changed (material-production
 * namespace, channel discipline.{id}.materials; docs/realtime-and-jobs.md). Ids only: the
 * screen refetches through the API, which hides what that listener may not see. Called after the
 * transaction commits, so a listener never refetches before the change is visible.
 */
export function emitChange(deps: AppDeps, event: ChangeEvent, payload: MaterialChangePayload): void {
  deps.events.to(channels.disciplineMaterials(payload.discipline_id), event, payload, MATERIAL_PRODUCTION_NAMESPACE);
}

export type NewNotification = { id: number; user_id: number; created_at: Date };

/**
 * Notification records (MaterialCreated / MaterialItemCreated, with discipline_id) for the
 * discipline's enrolled students with an active enrolment, in one set-based insert inside the
 * caller's transaction. `push` sends them after the commit.
 */
export async function writeNotifications(
  tx: TenantTx,
  tenant: Tenant,
  n: {
    type: 'MaterialCreated' | 'MaterialItemCreated';
    title: string;
    disciplineId: number;
    subjectId: number;
    data: Record<string, unknown>;
  },
): Promise<NewNotification[]> {
  return tx.$queryRaw<NewNotification[]>(Prisma.sql`
    INSERT INTO notifications (company_id, user_id, type, title, discipline_id, subject_id, data)
    SELECT i.company_id, i.user_id, ${n.type}, ${n.title}, i.discipline_id, ${n.subjectId}, ${JSON.stringify(n.data)}::jsonb
    FROM discipline_inscriptions i
    WHERE i.company_id = ${tenant.companyId} AND i.discipline_id = ${n.disciplineId}
      AND i.role = 'student' AND i.status = 'active'
    RETURNING id, user_id, created_at`);
}

/** Pushes written notifications on notifications.{tenant}.{userId} (001 §7). */
export function pushNotifications(
  deps: AppDeps,
  tenant: Tenant,
  rows: NewNotification[],
  n: { type: string; title: string; disciplineId: number; subjectId: number },
): void {
  for (const r of rows) {
    deps.events.to(channels.notifications(tenant.domain, r.user_id), '.notification.created', {
      id: r.id,
      type: n.type,
      title: n.title,
      discipline_id: n.disciplineId,
      subject_id: n.subjectId,
      created_at: r.created_at.toISOString(),
    });
  }
}
