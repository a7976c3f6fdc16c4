import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type pg from 'pg';
import { can } from '@trilha/api';

/**
 * The floor of GET /notifications and GET /forums-comments: the same bodies through a pg Pool in
 * bare Fastify routes, with the same essential database work as the API — tenant by host label
 * (cached 30 s), bearer token by SHA-256 with the membership check; then
 * - notifications: the caller's page (6) and both counts in one statement;
 * - comments: the forum and the discipline access rule in one statement, the page of one level
 *   with each comment's first replies (ids), then their rows with author, editor, own vote and
 *   the counts the caller may see —
 * without the framework layers (access guard, Prisma, tenant scope, zod, serializer).
 * Only the parameters the bench sends are read (page, per_page; forum, parent, num_children).
 */
const TENANT_SQL = `SELECT c.company_id FROM consumers c JOIN companies co ON co.id = c.company_id
  WHERE c.domain = $1 AND co.deleted_at IS NULL`;
const ACTOR_SQL = `SELECT u.id, u.type::text AS type FROM access_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.deleted_at IS NULL
    AND (u.type = 'admin' OR EXISTS (SELECT 1 FROM company_users m WHERE m.company_id = $2 AND m.user_id = u.id))`;

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const NOTIFICATIONS_SQL = `
  SELECT (SELECT count(*)::int FROM notifications WHERE company_id = $1 AND user_id = $2) AS total,
         (SELECT count(*)::int FROM notifications WHERE company_id = $1 AND user_id = $2 AND read_at IS NULL) AS total_unread,
         (SELECT coalesce(json_agg(json_build_object('id', p.id, 'type', p.type, 'title', p.title,
            'read_at', ${iso('p.read_at')}, 'created_at', ${iso('p.created_at')},
            'discipline_id', p.discipline_id, 'subject_id', p.subject_id, 'comment_id', p.comment_id) ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
          FROM (SELECT n.id, n.type, n.title, n.read_at, n.created_at, n.discipline_id, n.subject_id, (n.data->>'comment_id')::int AS comment_id
                  FROM (SELECT id FROM notifications WHERE company_id = $1 AND user_id = $2
                         ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4) k
                  JOIN notifications n ON n.company_id = $1 AND n.id = k.id) p) AS data`;

// The forum (live, visible unless the caller sees hidden ones) and the caller's reach of its discipline.
const FORUM_SQL = `SELECT f.id, f.is_visible, d.owner_id, d.visible,
    EXISTS (SELECT 1 FROM discipline_inscriptions i
      WHERE i.company_id = $1 AND i.discipline_id = d.id AND i.user_id = $2 AND i.status = 'active'
        AND (i.started_at IS NULL OR i.started_at <= now()) AND (i.finished_at IS NULL OR i.finished_at >= now())) AS enrolled
  FROM forums f JOIN disciplines d ON d.company_id = f.company_id AND d.id = f.discipline_id AND d.deleted_at IS NULL
  WHERE f.company_id = $1 AND f.id = $3 AND f.deleted_at IS NULL`;
// The parent: live, of this forum; for students not hidden nor under a hidden comment (its path's ancestors).
const PARENT_SQL = `SELECT p.forum_id, p.status::text AS status,
    EXISTS (SELECT 1 FROM unnest(string_to_array(p.path, '.')::int[]) a(id)
      JOIN forum_comments h ON h.company_id = $1 AND h.id = a.id
      WHERE h.status = 'hidden' AND h.id <> p.id) AS hidden_above
  FROM forum_comments p WHERE p.company_id = $1 AND p.id = $2 AND p.deleted_at IS NULL`;

const idsSql = (top: boolean, visibleOnly: boolean) => {
  const vis = (a: string) => (visibleOnly ? `AND ${a}.status = 'visible'` : '');
  const level = top ? 'c.parent_id IS NULL' : 'c.parent_id = $6';
  const order = top ? 'created_at DESC, id DESC' : 'created_at ASC, id ASC';
  return `
  WITH page AS (
    SELECT c.id, c.created_at FROM forum_comments c
     WHERE c.company_id = $1 AND c.forum_id = $2 AND ${level} ${vis('c')}
     ORDER BY c.${order.replace(', id', ', c.id')} LIMIT $3 OFFSET $4)
  SELECT (SELECT count(*)::int FROM forum_comments c WHERE c.company_id = $1 AND c.forum_id = $2 AND ${level} ${vis('c')}) AS total,
         coalesce(json_agg(json_build_object('id', p.id, 'replies', (
           SELECT coalesce(json_agg(k.id ORDER BY k.created_at, k.id), '[]'::json) FROM (
             SELECT r.id, r.created_at FROM forum_comments r
              WHERE r.company_id = $1 AND r.forum_id = $2 AND r.parent_id = p.id ${vis('r')}
              ORDER BY r.created_at, r.id LIMIT $5) k)
         ) ORDER BY p.${order.replace(', id', ', p.id')}), '[]'::json) AS ids
    FROM page p`;
};

const detailsSql = (visibleOnly: boolean) => {
  const vis = (a: string) => (visibleOnly ? `AND ${a}.status = 'visible'` : '');
  return `
  SELECT c.id, c.forum_id, c.parent_id, c.thread, c.path, c.depth, c.text, c.status::text AS status, c.votes,
         c.deleted_at, c.created_at, c.updated_at,
         a.id AS author_id, a.name AS author_name, a.avatar AS author_avatar,
         m.id AS modified_by_id, m.name AS modified_by_name,
         (SELECT v.vote FROM comment_votes v WHERE v.company_id = $1 AND v.comment_id = c.id AND v.user_id = $2) AS user_vote,
         (SELECT count(*)::int FROM forum_comments k
           WHERE k.company_id = $1 AND k.forum_id = c.forum_id AND k.parent_id = c.id ${vis('k')}) AS num_children,
         (SELECT count(*)::int FROM forum_comments t
           WHERE t.company_id = $1 AND t.thread = c.thread AND t.deleted_at IS NULL ${vis('t')}) AS thread_lenght,
         (SELECT coalesce(json_agg(json_build_object('id', mu.id, 'name', mu.name) ORDER BY mu.name, mu.id), '[]'::json)
            FROM comment_mentions cm JOIN users mu ON mu.id = cm.user_id
           WHERE cm.company_id = $1 AND cm.comment_id = c.id AND cm.removed_at IS NULL) AS mentions,
         EXISTS (SELECT 1 FROM thread_subscriptions ts
           WHERE ts.company_id = $1 AND ts.thread_id = coalesce(c.thread, c.id) AND ts.user_id = $2) AS subscribed
    FROM forum_comments c
    CROSS JOIN LATERAL (SELECT u.id, u.name, u.avatar FROM users u WHERE u.id = c.author_id OFFSET 0) a
    LEFT JOIN LATERAL (SELECT u.id, u.name FROM users u WHERE u.id = c.modified_by_id OFFSET 0) m ON true
   WHERE c.company_id = $1 AND c.id = ANY($3::int[])`;
};

type CommentRow = {
  id: number;
  forum_id: number;
  parent_id: number | null;
  thread: number | null;
  path: string;
  depth: number;
  text: string;
  status: string;
  votes: number;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  author_id: number;
  author_name: string;
  author_avatar: string | null;
  modified_by_id: number | null;
  modified_by_name: string | null;
  user_vote: number | null;
  num_children: number;
  thread_lenght: number;
  mentions: { id: number; name: string }[];
  subscribed: boolean;
};
type Actor = { id: number; type: Parameters<typeof can>[0] };

export function buildCommunicationFloor(pool: pg.Pool): FastifyInstance {
  const app = Fastify({ logger: false });
  const tenants = new Map<string, { companyId: number | null; at: number }>();

  async function who(req: FastifyRequest, reply: FastifyReply): Promise<{ companyId: number; actor: Actor } | null> {
    const label = req.headers.host?.split('.')[0]?.toLowerCase() ?? '';
    let tenant = tenants.get(label);
    if (!tenant || Date.now() - tenant.at > 30_000) {
      const { rows } = await pool.query<{ company_id: number }>({ name: 'floor_tenant', text: TENANT_SQL, values: [label] });
      tenants.set(label, (tenant = { companyId: rows[0]?.company_id ?? null, at: Date.now() }));
    }
    const companyId = tenant.companyId;
    if (companyId === null) return (void reply.code(404).send({ message: 'tenant not found' }), null);
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const hash = token && createHash('sha256').update(token).digest('hex');
    const actor = hash
      ? (await pool.query<Actor>({ name: 'floor_actor', text: ACTOR_SQL, values: [hash, companyId] })).rows[0]
      : undefined;
    if (!actor) return (void reply.code(401).send({ message: 'unauthenticated' }), null);
    return { companyId, actor };
  }

  app.get<{ Querystring: { page?: string; per_page?: string } }>('/notifications', async (req, reply) => {
    const w = await who(req, reply);
    if (!w) return;
    const page = Math.max(1, Number(req.query.page) || 1);
    const perPage = Math.min(100, Math.max(1, Number(req.query.per_page) || 6));
    const { rows } = await pool.query<{ total: number; total_unread: number; data: unknown[] }>({
      name: 'floor_notifications',
      text: NOTIFICATIONS_SQL,
      values: [w.companyId, w.actor.id, perPage, (page - 1) * perPage],
    });
    const r = rows[0]!;
    return {
      data: r.data,
      meta: {
        current_page: page,
        per_page: perPage,
        total: r.total,
        last_page: Math.max(1, Math.ceil(r.total / perPage)),
        total_unread_notifications: r.total_unread,
      },
    };
  });

  app.get<{ Querystring: { forum?: string; parent?: string; num_children?: string; page?: string; per_page?: string } }>(
    '/forums-comments',
    async (req, reply) => {
      const w = await who(req, reply);
      if (!w) return;
      const { companyId, actor } = w;
      const forumId = Number(req.query.forum);
      const f = (
        await pool.query<{ is_visible: boolean; owner_id: number | null; visible: boolean; enrolled: boolean }>({
          name: 'floor_forum',
          text: FORUM_SQL,
          values: [companyId, actor.id, forumId],
        })
      ).rows[0];
      const seesHidden = can(actor.type, 'forums:view-hidden');
      const reach =
        f &&
        (f.is_visible || seesHidden) &&
        (can(actor.type, 'disciplines:read-any') ||
          ((f.owner_id === actor.id || f.enrolled) && (f.visible || can(actor.type, 'disciplines:view-hidden'))));
      if (!reach) return reply.code(404).send({ message: 'not found' });
      const parent = req.query.parent === undefined ? undefined : Number(req.query.parent);
      if (parent !== undefined) {
        const p = (
          await pool.query<{ forum_id: number; status: string; hidden_above: boolean }>({
            name: 'floor_parent',
            text: PARENT_SQL,
            values: [companyId, parent],
          })
        ).rows[0];
        if (!p || p.forum_id !== forumId || (!seesHidden && (p.status === 'hidden' || p.hidden_above)))
          return reply.code(404).send({ message: 'not found' });
      }
      const page = Math.max(1, Number(req.query.page) || 1);
      const perPage = Math.min(100, Math.max(1, Number(req.query.per_page) || 10));
      const numChildren = Math.min(100, Math.max(0, Number(req.query.num_children ?? 10)));
      const top = parent === undefined;
      const values = [companyId, forumId, perPage, (page - 1) * perPage, numChildren, ...(top ? [] : [parent])];
      const { total, ids } = (
        await pool.query<{ total: number; ids: { id: number; replies: number[] }[] }>({
          name: `floor_comment_ids_${top}_${seesHidden}`,
          text: idsSql(top, !seesHidden),
          values,
        })
      ).rows[0]!;
      const all = ids.flatMap((p) => [p.id, ...p.replies]);
      const { rows } = all.length
        ? await pool.query<CommentRow>({
            name: `floor_comment_rows_${seesHidden}`,
            text: detailsSql(!seesHidden),
            values: [companyId, actor.id, all],
          })
        : { rows: [] as CommentRow[] };
      const byId = new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            forum: r.forum_id,
            parent: r.parent_id,
            thread: r.thread ?? r.id,
            path: r.path,
            depth: r.depth,
            thread_lenght: r.thread_lenght,
            text: r.deleted_at ? '' : r.text,
            status: r.status,
            votes: r.votes,
            user_vote: r.user_vote === null ? null : { vote: r.user_vote },
            num_children: r.num_children,
            author: { id: r.author_id, name: r.author_name, avatar: r.author_avatar },
            modified_by: r.modified_by_id === null ? null : { id: r.modified_by_id, name: r.modified_by_name ?? '' },
            mentions: r.deleted_at ? [] : r.mentions,
            subscribed: r.subscribed,
            deleted_at: r.deleted_at?.toISOString() ?? null,
            created_at: r.created_at.toISOString(),
            updated_at: r.updated_at.toISOString(),
          },
        ]),
      );
      return {
        data: ids.flatMap((p) => {
          const c = byId.get(p.id);
          return c ? [{ ...c, replies: p.replies.flatMap((r) => byId.get(r) ?? []) }] : [];
        }),
        meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
      };
    },
  );
  return app;
}
