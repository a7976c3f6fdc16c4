import { pageMeta } from '@trilha/shared';
import type { ListNotificationsQuery, Notification, NotificationPage } from '@trilha/shared/notifications';
import { Prisma } from '@trilha/db';
import { hotQuery } from '@trilha/queries/sql';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';

type PageRow = { total: number; total_unread: number; data: Notification[] };
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /notifications (001 §7): the caller's own, newest first, with the unread count over every
 * page (the red dot). One statement on the bell's every page view: the page walks the
 * (company_id, user_id, created_at DESC) index and the unread count the (company_id, user_id,
 * read_at) one, so a table of millions costs what the caller's own rows cost.
 */
export async function listNotifications(
  deps: AppDeps,
  tenant: Tenant,
  actor: Actor,
  q: ListNotificationsQuery,
): Promise<NotificationPage> {
  const mine = Prisma.sql`company_id = ${tenant.companyId} AND user_id = ${actor.id}`;
  const [page] = await hotQuery<PageRow>(
    deps.db,
    Prisma.sql`
    SELECT (SELECT count(*)::int FROM notifications WHERE ${mine}) AS total,
           (SELECT count(*)::int FROM notifications WHERE ${mine} AND read_at IS NULL) AS total_unread,
           (SELECT coalesce(json_agg(json_build_object(
              'id', p.id, 'type', p.type, 'title', p.title,
              'read_at', ${iso(Prisma.sql`p.read_at`)}, 'created_at', ${iso(Prisma.sql`p.created_at`)},
              'discipline_id', p.discipline_id, 'subject_id', p.subject_id,
              'comment_id', p.comment_id
            ) ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
            FROM (SELECT id, type, title, read_at, created_at, discipline_id, subject_id,
                          (data->>'comment_id')::int AS comment_id FROM notifications
                   WHERE ${mine} ORDER BY created_at DESC, id DESC
                   LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}) p) AS data`,
  );
  return {
    data: page!.data,
    meta: { ...pageMeta(q.page, q.per_page, page!.total), total_unread_notifications: page!.total_unread },
  };
}
