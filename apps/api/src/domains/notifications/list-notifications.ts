import { pageMeta } from '@trilha/shared';
import {
  renderNotificationTitle,
  type ListNotificationsQuery,
  type Notification,
  type NotificationLocale,
  type NotificationPage,
} from '@trilha/shared/notifications';
import { Prisma } from '@trilha/db';
import { hotQuery } from '@trilha/queries/sql';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

type PageRow = { total: number; total_unread: number; data: Notification[] };
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /notifications (001 §7): the caller's own, newest first, with the unread count over every
 * page (the red dot). One statement on the bell's every page view: the page's ids come from an
 * index-only walk of (company_id, user_id, created_at DESC, id DESC), and only the page's own rows
 * are read from the table (a deep page skips its offset inside the index, not over heap rows),
 * and the unread count from the (company_id, user_id, read_at) index, so a table of millions costs
 * what the caller's own rows cost. Titles are rendered in `locale` (the reader's Accept-Language).
 */
export async function listNotifications(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListNotificationsQuery,
  locale: NotificationLocale,
): Promise<NotificationPage> {
  const mine = Prisma.sql`company_id = ${tenant.companyId} AND user_id = ${actor.id}`;
  const [page] = await hotQuery<PageRow>(
    deps.db,
    Prisma.sql`
    SELECT (SELECT count(*)::int FROM notifications WHERE ${mine}) AS total,
           (SELECT count(*)::int FROM notifications WHERE ${mine} AND read_at IS NULL) AS total_unread,
           (SELECT coalesce(json_agg(json_build_object(
              'id', p.id, 'type', p.type, 'title', p.title, 'params', p.params,
              'read_at', ${iso(Prisma.sql`p.read_at`)}, 'created_at', ${iso(Prisma.sql`p.created_at`)},
              'discipline_id', p.discipline_id, 'subject_id', p.subject_id,
              'comment_id', p.comment_id
            ) ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
            FROM (SELECT n.id, n.type, n.title, n.params, n.read_at, n.created_at, n.discipline_id, n.subject_id,
                          (n.data->>'comment_id')::int AS comment_id
                     FROM (SELECT id FROM notifications WHERE ${mine} ORDER BY created_at DESC, id DESC
                            LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}) k
                     JOIN notifications n ON n.company_id = ${tenant.companyId} AND n.id = k.id) p) AS data`,
  );
  return {
    // The title in the reader's language, from the type and its params (the stored pt-BR one for older rows).
    data: page!.data.map((n) => ({ ...n, title: renderNotificationTitle(n, locale) })),
    meta: { ...pageMeta(q.page, q.per_page, page!.total), total_unread_notifications: page!.total_unread },
  };
}
