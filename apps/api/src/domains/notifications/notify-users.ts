import { Prisma } from '@trilha/db';
import {
  notificationsChannel,
  renderNotificationTitle,
  type NotificationParams,
  type NotificationType,
} from '@trilha/shared/notifications';
import type { DomainEventName } from '@trilha/shared/events';
import type { AfterCommitContext } from '../../events/subscriber.ts';
import { inAppEnabled } from './in-app-enabled.ts';

export type UsersNotice = {
  type: NotificationType;
  /** What the title names (texts.ts): the row keeps them, the title is rendered for each reader. */
  params: NotificationParams;
  /** `SELECT user_id …`: who may be told; members of the event's company, not deleted, only. */
  candidates: Prisma.Sql;
  /** Whoever did it: never told of their own act. */
  actorId: number | null;
  disciplineId: number | null;
  subjectId: number | null;
  data?: Record<string, unknown>;
  /** Tell each user at most once about this subject with this type (an item shown, hidden, shown again). */
  oncePerSubject?: boolean;
};

export type WrittenRow = { id: number; user_id: number; created_at: Date };

/** After commit, one `.notification.created` per written row (pt-BR title; the web renders `params` in its language). */
export function pushWritten(
  ctx: AfterCommitContext<DomainEventName>,
  rows: WrittenRow[],
  n: {
    type: string;
    title: string;
    params: NotificationParams | null;
    disciplineId: number | null;
    subjectId: number | null;
    commentId?: number | null;
  },
): void {
  if (!rows.length) return;
  // The company's channel (notifications.{companyId}.{userId}): heard on every sub-domain of it.
  const companyId = ctx.event.companyId;
  ctx.afterCommit(() => {
    for (const r of rows)
      ctx.deps.events.emit(notificationsChannel(companyId, r.user_id), '.notification.created', {
        id: r.id,
        type: n.type,
        title: n.title,
        params: n.params,
        discipline_id: n.disciplineId,
        subject_id: n.subjectId,
        comment_id: n.commentId ?? null,
        created_at: r.created_at.toISOString(),
      });
  });
}

/**
 * Notifications to named users (a learner evaluated, a followed member, every member of the
 * company for an alert or a calendar event), in one set-based `INSERT … SELECT` keyed by the event
 * (a redelivery writes and pushes nothing twice): members of the company, not deleted, never the
 * actor, whose in-app channel of the type is on. `title` keeps the pt-BR rendering (fallback).
 */
export async function notifyUsers<N extends DomainEventName>(ctx: AfterCommitContext<N>, n: UsersNotice): Promise<WrittenRow[]> {
  const { tx, event } = ctx;
  const companyId = event.companyId;
  const title = renderNotificationTitle({ type: n.type, params: n.params }, 'pt-BR');
  const once = n.oncePerSubject
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM notifications o WHERE o.company_id = ${companyId} AND o.user_id = u.id
        AND o.type = ${n.type} AND o.subject_id = ${n.subjectId})`
    : Prisma.empty;
  const rows = await tx.$queryRaw<WrittenRow[]>`
    INSERT INTO notifications (company_id, user_id, type, title, params, discipline_id, subject_id, data, source_event_id)
    SELECT ${companyId}, u.id, ${n.type}, ${title}, ${JSON.stringify(n.params)}::jsonb, ${n.disciplineId}, ${n.subjectId},
           ${JSON.stringify(n.data ?? {})}::jsonb, ${event.id}
      FROM users u
     WHERE u.id IN (${n.candidates}) AND u.deleted_at IS NULL AND u.id IS DISTINCT FROM ${n.actorId}::int
       AND EXISTS (SELECT 1 FROM company_users cu WHERE cu.company_id = ${companyId} AND cu.user_id = u.id)
       AND ${inAppEnabled(Prisma.sql`${companyId}::int`, Prisma.sql`u.id`, n.type)}
       ${once}
    ON CONFLICT (company_id, source_event_id, user_id) DO NOTHING
    RETURNING id, user_id, created_at`;
  pushWritten(ctx as AfterCommitContext<DomainEventName>, rows, {
    type: n.type,
    title,
    params: n.params,
    disciplineId: n.disciplineId,
    subjectId: n.subjectId,
  });
  return rows;
}
