import { Prisma } from '@trilha/db';
import { rolesWith } from '@trilha/shared';

/**
 * The members of a discipline, as rows `(user_id, role)`: its owner, and every active enrolment
 * whose window contains now (students, tutors, teachers), each user once (the owner's role wins).
 * Only accounts that are live, belong to the company, and may open the discipline: a student of a
 * hidden discipline is not a member of its forums. Who may be @mentioned (and so notified).
 */
export function disciplineMembersSql(companyId: number, disciplineId: number): Prisma.Sql {
  const seeHidden = rolesWith('disciplines:view-hidden');
  return Prisma.sql`
    SELECT DISTINCT ON (m.user_id) m.user_id, m.role
      FROM (SELECT d.owner_id AS user_id, 'owner' AS role, 0 AS rank FROM disciplines d
             WHERE d.company_id = ${companyId} AND d.id = ${disciplineId} AND d.owner_id IS NOT NULL
            UNION ALL
            SELECT i.user_id, i.role::text, 1 FROM discipline_inscriptions i
             WHERE i.company_id = ${companyId} AND i.discipline_id = ${disciplineId} AND i.status = 'active'
               AND (i.started_at IS NULL OR i.started_at <= now()) AND (i.finished_at IS NULL OR i.finished_at >= now())) m
      JOIN users mu ON mu.id = m.user_id AND mu.deleted_at IS NULL
      JOIN disciplines md ON md.company_id = ${companyId} AND md.id = ${disciplineId} AND md.deleted_at IS NULL
     WHERE EXISTS (SELECT 1 FROM company_users cu WHERE cu.company_id = ${companyId} AND cu.user_id = m.user_id)
       AND (md.visible OR mu.type::text IN (${Prisma.join(seeHidden)}))
     ORDER BY m.user_id, m.rank`;
}
