import { can, pageMeta } from '@trilha/shared';
import type { ItemAttemptPage, ListItemAttemptsQuery } from '@trilha/shared/attempts';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { ilikeContains } from '@trilha/queries/sql';
import { findItem } from '../../kit/find-item.ts';

type Row = {
  id: number;
  user_id: number;
  name: string;
  role: string;
  status: 'started' | 'finished';
  started_at: Date;
  finished_at: Date | null;
  checked: boolean;
  score: number | null;
  pending: number;
  preview: boolean;
};

/**
 * GET /material-items/{id}/attempts: newest first, a page at a time in the database (index
 * attempts (company_id, material_item_id, started_at desc); with user_id the per-user one).
 * `name` and `role` filter the learner's users row, reached by its primary key from the item's
 * attempts (that index bounds the rows read; users is global, so no tenant index applies).
 * Students get only their own, whatever user_id they send (000 §5).
 */
export async function listItemAttempts(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  q: ListItemAttemptsQuery,
): Promise<ItemAttemptPage> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: false });
  const companyId = tenant.companyId;
  const staff = can(actor.type, 'attempts:read-any');
  const userId = staff ? q.user_id : actor.id;
  const where = Prisma.sql`a.company_id = ${companyId} AND a.material_item_id = ${item.id}
    ${userId !== undefined ? Prisma.sql`AND a.user_id = ${userId}` : Prisma.empty}
    ${q.status ? Prisma.sql`AND a.status = ${q.status}::"AttemptStatus"` : Prisma.empty}
    ${q.name ? Prisma.sql`AND u.name ILIKE ${ilikeContains(q.name)}` : Prisma.empty}
    ${q.role ? Prisma.sql`AND u.type = ${q.role}::"UserType"` : Prisma.empty}`;
  const [rows, [count]] = await Promise.all([
    deps.db.$queryRaw<Row[]>(Prisma.sql`
      SELECT a.id, a.user_id, u.name, u.type::text AS role, a.status::text AS status, a.started_at, a.finished_at,
             a.checked, a.score, a.preview,
             (SELECT count(*)::int FROM attempt_answers aa
                JOIN questions qu ON qu.company_id = aa.company_id AND qu.id = aa.question_id
               WHERE aa.company_id = ${companyId} AND aa.attempt_id = a.id AND qu.type = 'descriptive'
                 AND aa.score IS NULL AND aa.answer_text IS NOT NULL) AS pending
        FROM attempts a
        JOIN users u ON u.id = a.user_id
       WHERE ${where}
       ORDER BY a.started_at DESC, a.id DESC
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`),
    deps.db.$queryRaw<{ total: number }[]>(
      // The learner's row only to filter by name or role: otherwise the count stays on the attempts index.
      q.name || q.role
        ? Prisma.sql`SELECT count(*)::int AS total FROM attempts a JOIN users u ON u.id = a.user_id WHERE ${where}`
        : Prisma.sql`SELECT count(*)::int AS total FROM attempts a WHERE ${where}`,
    ),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      name: r.name,
      role: r.role,
      status: r.status,
      started_at: r.started_at.toISOString(),
      finished_at: r.finished_at ? r.finished_at.toISOString() : null,
      checked: r.checked,
      score: staff || r.status === 'finished' ? r.score : null,
      pending: r.pending,
      preview: r.preview,
    })),
    meta: pageMeta(q.page, q.per_page, count?.total ?? 0),
  };
}
