import { Prisma } from '@trilha/db';
import type { TenantTx } from '../../deps.ts';
import { disciplineMembersSql } from './discipline-members.ts';

/**
 * Stores who a comment @mentions, in the writing transaction, and answers who is mentioned for
 * the first time. Kept: the picked ids (`picked`, and on an edit the ones already mentioned) that
 * are members of the discipline (disciplineMembersSql), whose `@Name` is in the text, other than
 * the writer; anyone else is ignored. A mention edited away keeps its row (`removed_at`), so typing
 * it again is not new: a member is notified once per comment, whatever the edits.
 */
export async function storeMentions(
  tx: TenantTx,
  m: { companyId: number; commentId: number; disciplineId: number; writerId: number; text: string; picked: number[] },
): Promise<number[]> {
  const { companyId, commentId } = m;
  const candidates = [...new Set(m.picked)];
  const rows = await tx.$queryRaw<{ user_id: number; inserted: boolean }[]>`
    WITH kept AS (
      SELECT mem.user_id FROM (${disciplineMembersSql(companyId, m.disciplineId)}) mem
        JOIN users u ON u.id = mem.user_id
       WHERE (mem.user_id = ANY(${candidates}::int[])
              OR mem.user_id IN (SELECT cm.user_id FROM comment_mentions cm
                                  WHERE cm.company_id = ${companyId} AND cm.comment_id = ${commentId} AND cm.removed_at IS NULL))
         AND mem.user_id <> ${m.writerId}
         AND strpos(${m.text}, '@' || u.name) > 0),
    gone AS (
      UPDATE comment_mentions cm SET removed_at = now()
       WHERE cm.company_id = ${companyId} AND cm.comment_id = ${commentId} AND cm.removed_at IS NULL
         AND cm.user_id NOT IN (SELECT user_id FROM kept))
    INSERT INTO comment_mentions (company_id, comment_id, user_id)
    SELECT ${companyId}, ${commentId}, user_id FROM kept
    ON CONFLICT (company_id, comment_id, user_id) DO UPDATE SET removed_at = NULL
    RETURNING user_id, (xmax = 0) AS inserted`;
  return rows.filter((r) => r.inserted).map((r) => r.user_id);
}

/** The mention rows a comment's answer shows: live ones, by name. */
export const mentionsJson = (companyId: number, comment: Prisma.Sql): Prisma.Sql => Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('id', mu.id, 'name', mu.name) ORDER BY mu.name, mu.id), '[]'::json)
     FROM comment_mentions cm JOIN users mu ON mu.id = cm.user_id
    WHERE cm.company_id = ${companyId} AND cm.comment_id = ${comment} AND cm.removed_at IS NULL)`;
