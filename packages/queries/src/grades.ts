import { Prisma } from '@trilha/db';
import type { ExportGradesQuery } from '@trilha/shared/grades';
import { ilikeContains } from './sql.ts';

/**
 * The WHERE of a discipline's grades, shared by the list (list-grades.ts) and the CSV job
 * (apps/worker/src/jobs/grades), so a filter means the same on screen and in the file. Expects the
 * aliases `g` (grades) and `u` (users, joined on g.user_id: GRADE_USER_JOIN). Grades of deleted items are left out.
 * `ownUserId` confines it to one learner (a student sees only their own grades).
 */
export function gradeWhere(companyId: number, disciplineId: number, f: ExportGradesQuery, ownUserId: number | null): Prisma.Sql {
  const filters: Prisma.Sql[] = [
    Prisma.sql`g.company_id = ${companyId}`,
    Prisma.sql`g.discipline_id = ${disciplineId}`,
    // The item is the discipline's own (a grade's discipline is its item's): naming the discipline
    // lets the semi-join read that discipline's items, not hash every item of the tenant.
    Prisma.sql`EXISTS (SELECT 1 FROM material_items i WHERE i.company_id = ${companyId} AND i.discipline_id = ${disciplineId}
      AND i.id = g.material_item_id AND i.deleted_at IS NULL)`,
  ];
  if (ownUserId !== null) filters.push(Prisma.sql`g.user_id = ${ownUserId}`);
  if (f.material_item_id !== undefined) filters.push(Prisma.sql`g.material_item_id = ${f.material_item_id}`);
  if (f.status !== undefined) filters.push(Prisma.sql`g.status = ${f.status}::"GradeStatus"`);
  if (f.search) {
    const like = ilikeContains(f.search);
    filters.push(Prisma.sql`(u.name ILIKE ${like} OR u.email ILIKE ${like})`);
  }
  return Prisma.join(filters, ' AND ');
}

/**
 * The student of each grade, by primary key row by row (OFFSET 0: not flattened into a join, which
 * the planner would make a hash of the whole users table, every tenant's people, for a class of
 * ~1,000: docs/benchmarks.md "Big tenants").
 */
export const GRADE_USER_JOIN = Prisma.sql`CROSS JOIN LATERAL (SELECT uu.name, uu.email FROM users uu WHERE uu.id = g.user_id OFFSET 0) u`;

/**
 * The gradebook's order, on screen and in the CSV: by student name (as the class list), the user id
 * between namesakes, then the item. Aliases `g` (grades) and `u` (users).
 */
export const GRADE_ORDER = Prisma.sql`u.name, g.user_id, g.material_item_id`;

/** ISO-8601 in UTC with milliseconds and `Z`, as JavaScript writes it (docs/list-queries.md rule 7). */
export const isoSql = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
