import { Prisma } from '@trilha/db';
import type { TenantTx } from '../../deps.ts';

// Progress numbers (docs/learning-content.md "Materials and items"): an item counts when it is
// visible and not deleted; a learner's discipline progress is checked / total of those, cached in
// discipline_progress and kept right in the same transaction as every change that moves it.

const PERCENT = Prisma.sql`CASE WHEN x.total = 0 THEN 0 ELSE round(x.checked * 10000.0 / x.total) / 100 END`;

const countedItems = (companyId: number, disciplineId: number) => Prisma.sql`
  SELECT count(*)::int AS total FROM material_items
  WHERE company_id = ${companyId} AND discipline_id = ${disciplineId} AND deleted_at IS NULL AND visible`;

const checkedByUser = (companyId: number, disciplineId: number, userFilter: Prisma.Sql) => Prisma.sql`
  SELECT p.user_id, count(*)::int AS checked
  FROM material_item_progress p
  JOIN material_items i ON i.company_id = p.company_id AND i.id = p.material_item_id
  WHERE p.company_id = ${companyId} AND p.discipline_id = ${disciplineId} AND p.checked
    AND i.deleted_at IS NULL AND i.visible ${userFilter}
  GROUP BY p.user_id`;

/**
 * After items were created, deleted, shown or hidden: every learner's cached row of the
 * discipline gets the new total and checked count, in one statement.
 */
export async function refreshDisciplineProgress(tx: TenantTx, companyId: number, disciplineId: number): Promise<void> {
  await tx.$executeRaw(Prisma.sql`
    UPDATE discipline_progress dp
    SET total_items = x.total, checked_items = x.checked, progress = ${PERCENT}, updated_at = now()
    FROM (
      SELECT d.id, t.total, COALESCE(c.checked, 0) AS checked
      FROM discipline_progress d
      CROSS JOIN (${countedItems(companyId, disciplineId)}) t
      LEFT JOIN (${checkedByUser(companyId, disciplineId, Prisma.empty)}) c ON c.user_id = d.user_id
      WHERE d.company_id = ${companyId} AND d.discipline_id = ${disciplineId}
    ) x
    WHERE dp.company_id = ${companyId} AND dp.id = x.id`);
}

/** One learner's discipline row, created on their first mark; returns the new percent. */
export async function upsertUserDisciplineProgress(
  tx: TenantTx,
  companyId: number,
  disciplineId: number,
  userId: number,
): Promise<number> {
  const rows = await tx.$queryRaw<{ progress: number }[]>(Prisma.sql`
    INSERT INTO discipline_progress (company_id, user_id, discipline_id, checked_items, total_items, progress, updated_at)
    SELECT ${companyId}, ${userId}, ${disciplineId}, x.checked, x.total, ${PERCENT}, now()
    FROM (
      SELECT t.total, COALESCE(c.checked, 0) AS checked
      FROM (${countedItems(companyId, disciplineId)}) t
      LEFT JOIN (${checkedByUser(companyId, disciplineId, Prisma.sql`AND p.user_id = ${userId}`)}) c ON true
    ) x
    ON CONFLICT (company_id, user_id, discipline_id) DO UPDATE
      SET checked_items = EXCLUDED.checked_items, total_items = EXCLUDED.total_items,
          progress = EXCLUDED.progress, updated_at = now()
    RETURNING progress`);
  return Number(rows[0]?.progress ?? 0);
}

/** A learner's percent in one material (visible items only). */
export async function materialProgress(tx: TenantTx, companyId: number, materialId: number, userId: number): Promise<number> {
  const rows = await tx.$queryRaw<{ total: number; checked: number }[]>(Prisma.sql`
    SELECT count(*)::int AS total, count(p.id) FILTER (WHERE p.checked)::int AS checked
    FROM material_items i
    LEFT JOIN material_item_progress p
      ON p.company_id = i.company_id AND p.material_item_id = i.id AND p.user_id = ${userId}
    WHERE i.company_id = ${companyId} AND i.material_id = ${materialId} AND i.deleted_at IS NULL AND i.visible`);
  const { total = 0, checked = 0 } = rows[0] ?? {};
  return total === 0 ? 0 : Math.round((checked / total) * 10_000) / 100;
}

/** A learner's cached discipline percent, without writing (0 before their first mark). */
export async function readDisciplineProgress(
  tx: TenantTx,
  companyId: number,
  disciplineId: number,
  userId: number,
): Promise<number> {
  const row = await tx.disciplineProgress.findFirst({ where: { companyId, disciplineId, userId }, select: { progress: true } });
  return Number(row?.progress ?? 0);
}
