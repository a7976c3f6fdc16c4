import { can, pageMeta, rolesWith } from '@trilha/shared';
import type { Inscription, InscriptionPage, ListInscriptionsQuery } from '@trilha/shared/inscriptions';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { ilikeContains } from '@trilha/queries/sql';
import { requireAccess } from '../../kit/access.ts';

type PageRow = { total: number; data: Inscription[] };

/** ISO 8601 in UTC with milliseconds and `Z`, as JavaScript writes it (docs/list-queries.md rule 7). */
const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /discipline-inscriptions: the class lists of the tenant. Staff with inscriptions:list-any see
 * every enrolment. Others: with discipline_id, the class of a discipline they may open
 * (discipline:read, 404 otherwise); without it, their own enrolments and the classes of the
 * disciplines they own or teach. E-mails only for inscriptions:see-emails (and `name` then
 * searches names only). Sorted by the user's name, filtered, counted and paginated in one
 * statement (docs/list-queries.md), company_id named on every table.
 */
export async function listInscriptions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListInscriptionsQuery,
): Promise<InscriptionPage> {
  const companyId = tenant.companyId;
  const filters: Prisma.Sql[] = [Prisma.sql`i.company_id = ${companyId}`, Prisma.sql`d.deleted_at IS NULL`];
  if (!can(actor.type, 'inscriptions:list-any')) {
    if (q.discipline_id !== undefined) {
      // One class: whoever may open the discipline (owner, enrolled in the window) sees it; 404 otherwise.
      await requireAccess(deps, actor, 'discipline:read', q.discipline_id);
    } else {
      // Across disciplines: one's own enrolments, and the classes of the disciplines one owns or teaches.
      filters.push(Prisma.sql`(i.user_id = ${actor.id} OR d.owner_id = ${actor.id} OR EXISTS (
        SELECT 1 FROM discipline_inscriptions t
         WHERE t.company_id = ${companyId} AND t.discipline_id = i.discipline_id AND t.user_id = ${actor.id}
           AND t.status = 'active' AND t.role::text IN (${Prisma.join(rolesWith('inscriptions:see-taught-classes'))})))`);
    }
  }
  const emails = can(actor.type, 'inscriptions:see-emails');
  if (q.discipline_id !== undefined) filters.push(Prisma.sql`i.discipline_id = ${q.discipline_id}`);
  if (q.user_id !== undefined) filters.push(Prisma.sql`i.user_id = ${q.user_id}`);
  if (q.status) filters.push(Prisma.sql`i.status = ${q.status}::"InscriptionStatus"`);
  if (q.name)
    filters.push(
      emails
        ? Prisma.sql`(u.name ILIKE ${ilikeContains(q.name)} OR u.email ILIKE ${ilikeContains(q.name)})`
        : Prisma.sql`u.name ILIKE ${ilikeContains(q.name)}`,
    );
  const where = Prisma.join(filters, ' AND ');
  // The page in the learner's name order from the inscriptions' own copy of the name (kept by the
  // database: migration inscription_learner_name_order) and its index: a class page reads its 30
  // rows and stops, whatever the class's size, instead of reading every learner of the class to
  // sort them (docs/benchmarks.md "Big tenants"). The learner's row is read by key only to filter
  // by name or e-mail, and for the page's rows; OFFSET 0 keeps the planner from turning that
  // into a hash of the whole users table (every tenant's people).
  const learnerOf = (userId: Prisma.Sql) =>
    Prisma.sql`CROSS JOIN LATERAL (SELECT uu.name, uu.email, uu.type, uu.avatar FROM users uu WHERE uu.id = ${userId} OFFSET 0) u`;
  const from = Prisma.sql`discipline_inscriptions i
    JOIN disciplines d ON d.company_id = ${companyId} AND d.id = i.discipline_id
    ${q.name ? learnerOf(Prisma.sql`i.user_id`) : Prisma.empty}`;

  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT i.id, i.discipline_id, i.user_id, i.role, i.status, i.started_at, i.finished_at, i.created_at, i.user_name
        FROM ${from}
       WHERE ${where}
       ORDER BY i.user_name, i.id
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page})
    SELECT (SELECT count(*)::int FROM ${from} WHERE ${where}) AS total,
           coalesce(json_agg(json_build_object(
             'id', p.id, 'discipline_id', p.discipline_id, 'user_id', p.user_id,
             'user', json_build_object('id', p.user_id, 'name', u.name, 'email', CASE WHEN ${emails}::boolean THEN u.email END, 'type', u.type, 'avatar', u.avatar),
             'role', p.role, 'status', p.status,
             'started_at', ${iso(Prisma.sql`p.started_at`)}, 'finished_at', ${iso(Prisma.sql`p.finished_at`)},
             'created_at', ${iso(Prisma.sql`p.created_at`)}
           ) ORDER BY p.user_name, p.id), '[]'::json) AS data
      FROM page p ${learnerOf(Prisma.sql`p.user_id`)}`;
  return { data: page!.data, meta: pageMeta(q.page, q.per_page, page!.total) };
}
