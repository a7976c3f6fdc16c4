import { Prisma, type TenantDb } from '@trilha/db';
import { hotQuery } from '@trilha/queries/sql';
import type { ForumComment } from '@trilha/shared/forums';
import type { TenantTx } from '../../deps.ts';
import { mentionsJson } from './mentions.ts';

/** The tenant client or one of its transactions (the client is assignable to it). */
type Db = TenantTx;

/** Ids in a path are zero-padded to int4's 10 digits, so ORDER BY path lists a thread depth-first. */
export const pathSegment = (id: number) => String(id).padStart(10, '0');
/** The ids above a comment (its path without its own id). */
export const ancestorIds = (path: string) => path.split('.').slice(0, -1).map(Number);

/**
 * Whether a comment sits under a hidden one: students see neither (001 §4 status hidden hides the
 * replies with it). One indexed lookup of the ancestors named in its path.
 */
export async function hiddenAbove(db: Db, companyId: number, path: string): Promise<boolean> {
  const ids = ancestorIds(path);
  if (ids.length === 0) return false;
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM forum_comments
     WHERE company_id = ${companyId} AND id = ANY(${ids}::int[]) AND status = 'hidden'`;
  return (rows[0]?.n ?? 0) > 0;
}

type Row = {
  id: number;
  forum_id: number;
  parent_id: number | null;
  thread: number | null;
  path: string;
  depth: number;
  text: string;
  status: 'visible' | 'hidden';
  votes: number;
  user_vote: number | null;
  num_children: number;
  thread_lenght: number;
  author_id: number;
  author_name: string;
  author_avatar: string | null;
  modified_by_id: number | null;
  modified_by_name: string | null;
  mentions: { id: number; name: string }[];
  subscribed: boolean;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * Comments by id in their API shape, one statement: author, last editor, the caller's own vote,
 * its @mentions, whether the caller follows its thread, and the counts the caller may see (students: visible replies only; 001 §3 num_children,
 * thread_lenght). A deleted comment keeps its place with its text emptied.
 */
export async function commentDetails(
  db: Db,
  companyId: number,
  actorId: number,
  seesHidden: boolean,
  ids: number[],
): Promise<Map<number, ForumComment>> {
  if (ids.length === 0) return new Map();
  const visibleOnly = (alias: Prisma.Sql) => (seesHidden ? Prisma.empty : Prisma.sql`AND ${alias}.status = 'visible'`);
  // A page of Forum View is the hot read: through the tenant pool as a named statement when `db`
  // is the tenant client itself (hotQuery); inside a transaction, through it.
  const rows = await hotQuery<Row>(
    db as unknown as TenantDb,
    Prisma.sql`
    SELECT c.id, c.forum_id, c.parent_id, c.thread, c.path, c.depth, c.text, c.status::text AS status, c.votes,
           c.deleted_at, c.created_at, c.updated_at,
           a.id AS author_id, a.name AS author_name, a.avatar AS author_avatar,
           m.id AS modified_by_id, m.name AS modified_by_name,
           (SELECT v.vote FROM comment_votes v
             WHERE v.company_id = ${companyId} AND v.comment_id = c.id AND v.user_id = ${actorId}) AS user_vote,
           (SELECT count(*)::int FROM forum_comments k
             WHERE k.company_id = ${companyId} AND k.forum_id = c.forum_id AND k.parent_id = c.id ${visibleOnly(Prisma.sql`k`)}) AS num_children,
           (SELECT count(*)::int FROM forum_comments t
             WHERE t.company_id = ${companyId} AND t.thread = c.thread AND t.deleted_at IS NULL ${visibleOnly(Prisma.sql`t`)}) AS thread_lenght,
           ${mentionsJson(companyId, Prisma.sql`c.id`)} AS mentions,
           EXISTS (SELECT 1 FROM thread_subscriptions ts
             WHERE ts.company_id = ${companyId} AND ts.thread_id = coalesce(c.thread, c.id) AND ts.user_id = ${actorId}) AS subscribed
      FROM forum_comments c
      -- Author and editor by key, per row (OFFSET 0 keeps the planner from flattening them into a
      -- join that hashes the whole users table for a page of 110 comments).
      CROSS JOIN LATERAL (SELECT u.id, u.name, u.avatar FROM users u WHERE u.id = c.author_id OFFSET 0) a
      LEFT JOIN LATERAL (SELECT u.id, u.name FROM users u WHERE u.id = c.modified_by_id OFFSET 0) m ON true
     WHERE c.company_id = ${companyId} AND c.id = ANY(${ids}::int[])`,
  );
  return new Map(
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
}
