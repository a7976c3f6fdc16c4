import { allowed, type AccessActor } from '@trilha/access';
import { Prisma } from '@trilha/db';
import { can, type UserType } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** How far back a feed reaches: calendar apps keep what they fetched; old entries only weigh on every poll. */
const FEED_HISTORY = '1 year';
/** The most entries of each source one feed carries (the nearest first from FEED_HISTORY on). */
const FEED_MAX = 2000;

/** The member a feed token belongs to, while they still belong to the company and may see its calendar. */
export async function feedOwner(deps: Pick<AppDeps, 'db'>, tenant: Tenant, tokenHash: string): Promise<AccessActor | null> {
  const c = tenant.companyId;
  const [row] = await deps.db.$queryRaw<{ id: number; type: UserType }[]>`
    SELECT u.id, u.type::text AS type
      FROM calendar_feed_tokens t
      JOIN users u ON u.id = t.user_id AND u.deleted_at IS NULL
     WHERE t.company_id = ${c} AND t.token_hash = ${tokenHash}
       AND EXISTS (SELECT 1 FROM company_users cu WHERE cu.company_id = ${c} AND cu.user_id = t.user_id)`;
  return row && can(row.type, 'calendar:view') ? { id: row.id, type: row.type } : null;
}

export type FeedEvent = {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  starts_at: Date;
  ends_at: Date | null;
  all_day: boolean;
  /** An all-day event's first and last day (YYYY-MM-DD), the company's calendar. */
  start_date: string | null;
  end_date: string | null;
  updated_at: Date;
};

/** The company's live events, from a year back on. */
export async function feedEvents(deps: Pick<AppDeps, 'db'>, tenant: Tenant): Promise<FeedEvent[]> {
  return deps.db.$queryRaw<FeedEvent[]>`
    SELECT e.id, e.title, e.description, e.location, e.starts_at, e.ends_at, e.all_day, e.updated_at,
           to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date
      FROM calendar_events e
     WHERE e.company_id = ${tenant.companyId} AND e.deleted_at IS NULL
       AND coalesce(e.ends_at, e.starts_at) >= now() - ${FEED_HISTORY}::interval
     ORDER BY e.starts_at, e.id
     LIMIT ${FEED_MAX}`;
}

export type FeedWindow = {
  id: number;
  title: string;
  type: 'quiz' | 'task';
  discipline_id: number;
  discipline_name: string;
  available_from: Date | null;
  available_until: Date | null;
  due_at: Date | null;
  updated_at: Date;
};

/**
 * The availability windows (and due dates) of the quizzes and tasks of the member's disciplines:
 * those they own or hold a live enrolment in, whatever their role (a manager's feed is their own
 * classes, not the whole catalogue). What of it they may see is @trilha/access's `item:read`, the
 * rule every item route applies (hidden items and disciplines stay out of a student's feed).
 */
export async function feedWindows(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  owner: AccessActor,
  range: { start?: Date; end?: Date } = {},
): Promise<FeedWindow[]> {
  const c = tenant.companyId;
  const from = range.start
    ? Prisma.sql`AND coalesce(s.available_until, s.due_at, s.available_from) >= ${range.start}`
    : Prisma.empty;
  const to = range.end ? Prisma.sql`AND coalesce(s.available_from, s.due_at, s.available_until) < ${range.end}` : Prisma.empty;
  const rows = await deps.db.$queryRaw<FeedWindow[]>`
    SELECT i.id, i.title, i.type::text AS type, i.discipline_id, d.name AS discipline_name,
           s.available_from, s.available_until, s.due_at, greatest(i.updated_at, s.updated_at) AS updated_at
      FROM material_items i
      JOIN materials m ON m.company_id = i.company_id AND m.id = i.material_id AND m.deleted_at IS NULL
      JOIN disciplines d ON d.company_id = i.company_id AND d.id = i.discipline_id AND d.deleted_at IS NULL
      JOIN material_item_settings s ON s.company_id = i.company_id AND s.material_item_id = i.id
     WHERE i.company_id = ${c} AND i.deleted_at IS NULL AND i.type IN ('quiz', 'task')
       AND (s.available_from IS NOT NULL OR s.available_until IS NOT NULL OR s.due_at IS NOT NULL)
       AND coalesce(s.available_until, s.due_at, s.available_from) >= now() - ${FEED_HISTORY}::interval
       ${from} ${to}
       AND (d.owner_id = ${owner.id} OR EXISTS (
             SELECT 1 FROM discipline_inscriptions ei
              WHERE ei.company_id = ${c} AND ei.discipline_id = d.id AND ei.user_id = ${owner.id}
                AND ei.status = 'active'
                AND (ei.started_at IS NULL OR ei.started_at <= now())
                AND (ei.finished_at IS NULL OR ei.finished_at >= now())))
     ORDER BY coalesce(s.available_from, s.due_at, s.available_until), i.id
     LIMIT ${FEED_MAX}`;
  const readable = await allowed(
    deps.db,
    owner,
    'item:read',
    rows.map((r) => r.id),
  );
  return rows.filter((r) => readable.has(r.id));
}
