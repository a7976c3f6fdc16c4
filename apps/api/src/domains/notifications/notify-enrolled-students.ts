import { Prisma } from '@trilha/db';
import { renderNotificationTitle, type NotificationParams, type NotificationType } from '@trilha/shared/notifications';
import type { DomainEventName } from '@trilha/shared/events';
import type { AfterCommitContext } from '../../events/subscriber.ts';
import { inAppEnabled } from './in-app-enabled.ts';
import { pushWritten } from './notify-users.ts';

export type EnrolledStudentsNotice = {
  type: NotificationType;
  /** What the title names (texts.ts): kept on the row, the title rendered for each reader. */
  params: NotificationParams;
  disciplineId: number;
  subjectId: number;
  data: Record<string, unknown>;
  /** Tell each student at most once about this subject with this type (an item shown, hidden, shown again). */
  oncePerSubject?: boolean;
};

/**
 * One notification per student who may open the discipline now (an active enrolment inside its
 * window, the discipline visible, the account not deleted: the rule of @trilha/access
 * discipline:read for students, so no bell leads to a Not Found), in one set-based
 * statement (a discipline of 5,000 students is one INSERT … SELECT), keyed by the event: a
 * redelivered event writes nothing and pushes nothing again. A student who turned the in-app
 * channel off for the type (inAppEnabled) gets no row, so no push either. After commit, one live
 * `.notification.created` per written row on notifications.{consumer}.{userId} (001 §7).
 */
export async function notifyEnrolledStudents<N extends DomainEventName>(
  ctx: AfterCommitContext<N>,
  n: EnrolledStudentsNotice,
): Promise<void> {
  const { tx, event } = ctx;
  const title = renderNotificationTitle({ type: n.type, params: n.params }, 'pt-BR');
  const once = n.oncePerSubject
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM notifications o WHERE o.company_id = i.company_id AND o.user_id = i.user_id
        AND o.type = ${n.type} AND o.subject_id = ${n.subjectId})`
    : Prisma.empty;
  const rows = await tx.$queryRaw<{ id: number; user_id: number; created_at: Date }[]>(Prisma.sql`
    INSERT INTO notifications (company_id, user_id, type, title, params, discipline_id, subject_id, data, source_event_id)
    SELECT i.company_id, i.user_id, ${n.type}, ${title}, ${JSON.stringify(n.params)}::jsonb, i.discipline_id, ${n.subjectId},
           ${JSON.stringify(n.data)}::jsonb, ${event.id}
    FROM discipline_inscriptions i
    JOIN disciplines d ON d.company_id = i.company_id AND d.id = i.discipline_id AND d.deleted_at IS NULL AND d.visible
    JOIN users u ON u.id = i.user_id AND u.deleted_at IS NULL
    WHERE i.company_id = ${event.companyId} AND i.discipline_id = ${n.disciplineId}
      AND i.role = 'student' AND i.status = 'active'
      AND (i.started_at IS NULL OR i.started_at <= now()) AND (i.finished_at IS NULL OR i.finished_at >= now())
      AND ${inAppEnabled(Prisma.sql`i.company_id`, Prisma.sql`i.user_id`, n.type)}
      ${once}
    ON CONFLICT (company_id, source_event_id, user_id) DO NOTHING
    RETURNING id, user_id, created_at`);
  pushWritten(ctx as AfterCommitContext<DomainEventName>, rows, {
    type: n.type,
    title,
    params: n.params,
    disciplineId: n.disciplineId,
    subjectId: n.subjectId,
  });
}
