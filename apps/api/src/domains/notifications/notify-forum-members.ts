import { Prisma } from '@trilha/db';
import { rolesWith } from '@trilha/shared';
import { renderNotificationTitle } from '@trilha/shared/notifications';
import type { DomainEventName } from '@trilha/shared/events';
import type { AfterCommitContext } from '../../events/subscriber.ts';
import { inAppEnabled } from './in-app-enabled.ts';
import { pushWritten } from './notify-users.ts';

export type ForumCommentNotice = {
  type: 'ForumCommentMentioned' | 'ForumCommentCreated' | 'ForumReplyCreated';
  commentId: number;
  /** Who wrote it: named in the title, never notified of their own words. */
  writerId: number;
  /** `SELECT user_id …`: who may be told (the mentioned, a forum's or a thread's followers). */
  candidates: Prisma.Sql;
  /** Leave out members this comment @mentions (they get the mention, not a second row for it). */
  exceptMentioned: boolean;
};

type CommentFacts = {
  forum_id: number;
  discipline_id: number;
  forum_title: string;
  writer_name: string;
  owner_id: number | null;
  discipline_visible: boolean;
  /** Students may see it: the forum visible, the comment visible and nothing above it hidden. */
  students_see: boolean;
};

/**
 * Notifications about a forum comment, in one set-based statement keyed by the event (a
 * redelivery writes and pushes nothing twice), to those of `candidates` who may open the forum
 * now (the discipline:read rule: staff who read any discipline, its owner, or an active enrolment
 * inside its window; a hidden discipline only for those who see hidden ones) and the comment
 * (a student is never told of a hidden comment, nor of one under a hidden comment, nor of a
 * hidden forum), never the writer. A comment deleted since, or a deleted forum, tells nobody.
 * Forum View opens at the comment: `subject_id` the forum, `data.comment_id` the comment.
 */
export async function notifyForumMembers<N extends DomainEventName>(
  ctx: AfterCommitContext<N>,
  n: ForumCommentNotice,
): Promise<void> {
  const { tx, event } = ctx;
  const companyId = event.companyId;
  const [c] = await tx.$queryRaw<CommentFacts[]>`
    SELECT f.id AS forum_id, f.discipline_id, f.title AS forum_title, w.name AS writer_name,
           d.owner_id, d.visible AS discipline_visible,
           (f.is_visible AND NOT EXISTS (SELECT 1 FROM forum_comments a
              WHERE a.company_id = ${companyId} AND a.id = ANY(string_to_array(c.path, '.')::int[]) AND a.status = 'hidden')) AS students_see
      FROM forum_comments c
      JOIN forums f ON f.company_id = ${companyId} AND f.id = c.forum_id AND f.deleted_at IS NULL
      JOIN disciplines d ON d.company_id = ${companyId} AND d.id = f.discipline_id AND d.deleted_at IS NULL
      JOIN users w ON w.id = ${n.writerId}
     WHERE c.company_id = ${companyId} AND c.id = ${n.commentId} AND c.deleted_at IS NULL`;
  if (!c) return;
  const params = { author: c.writer_name, title: c.forum_title };
  const title = renderNotificationTitle({ type: n.type, params }, 'pt-BR');
  const types = (permission: Parameters<typeof rolesWith>[0]) => Prisma.join(rolesWith(permission));
  const rows = await tx.$queryRaw<{ id: number; user_id: number; created_at: Date }[]>`
    INSERT INTO notifications (company_id, user_id, type, title, params, discipline_id, subject_id, data, source_event_id)
    SELECT ${companyId}, u.id, ${n.type}, ${title}, ${JSON.stringify(params)}::jsonb, ${c.discipline_id}, ${c.forum_id},
           ${JSON.stringify({ forum_id: c.forum_id, comment_id: n.commentId })}::jsonb, ${event.id}
      FROM users u
     WHERE u.id IN (${n.candidates}) AND u.id <> ${n.writerId} AND u.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM company_users cu WHERE cu.company_id = ${companyId} AND cu.user_id = u.id)
       AND (u.type::text IN (${types('disciplines:read-any')}) OR u.id = ${c.owner_id}
            OR EXISTS (SELECT 1 FROM discipline_inscriptions i
                        WHERE i.company_id = ${companyId} AND i.discipline_id = ${c.discipline_id} AND i.user_id = u.id
                          AND i.status = 'active' AND (i.started_at IS NULL OR i.started_at <= now())
                          AND (i.finished_at IS NULL OR i.finished_at >= now())))
       AND (${c.discipline_visible} OR u.type::text IN (${types('disciplines:view-hidden')}))
       AND (${c.students_see} OR u.type::text IN (${types('forums:view-hidden')}))
       AND ${inAppEnabled(Prisma.sql`${companyId}::int`, Prisma.sql`u.id`, n.type)}
       ${
         n.exceptMentioned
           ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM comment_mentions m WHERE m.company_id = ${companyId}
               AND m.comment_id = ${n.commentId} AND m.user_id = u.id AND m.removed_at IS NULL)`
           : Prisma.empty
       }
    ON CONFLICT (company_id, source_event_id, user_id) DO NOTHING
    RETURNING id, user_id, created_at`;
  pushWritten(ctx as AfterCommitContext<DomainEventName>, rows, {
    type: n.type,
    title,
    params,
    disciplineId: c.discipline_id,
    subjectId: c.forum_id,
    commentId: n.commentId,
  });
}
