import { pageMeta } from '@trilha/shared';
import type {
  CreateMaterialFeedbackBody,
  ListMaterialFeedbacksQuery,
  MaterialFeedback,
  MaterialFeedbackPage,
} from '@trilha/shared/material-feedbacks';
import { Prisma, tenantKey } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';

const select = {
  id: true,
  disciplineId: true,
  rating: true,
  comment: true,
  createdAt: true,
  updatedAt: true,
  material: { select: { id: true, name: true } },
  user: { select: { id: true, name: true, avatar: true } },
} as const;

/**
 * POST /material-feedbacks: a student rates one material of a discipline they may open
 * (discipline:read: enrolled, inside the window, visible). One rating per student and
 * material: posting again edits it (docs/learning-content.md, "Reviews"). `created` says which.
 */
export async function rateMaterial(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  body: CreateMaterialFeedbackBody,
): Promise<{ created: boolean; data: MaterialFeedback }> {
  const material = await deps.db.material.findFirst({
    where: { id: body.material_id, deletedAt: null },
    select: { id: true, disciplineId: true },
  });
  if (!material) throw appError('MATERIAL_FEEDBACK_MATERIAL_NOT_FOUND');
  await requireAccess(deps, actor, 'discipline:read', material.disciplineId);
  const comment = body.comment ? body.comment : null;
  const existing = await deps.db.materialReview.findFirst({
    where: { materialId: material.id, userId: actor.id },
    select: { id: true },
  });
  const row = existing
    ? await deps.db.materialReview.update({ where: tenantKey(existing.id), data: { rating: body.rating, comment }, select })
    : await deps.db.materialReview
        .create({
          data: {
            disciplineId: material.disciplineId,
            materialId: material.id,
            userId: actor.id,
            rating: body.rating,
            comment,
          } as never,
          select,
        })
        .catch(async (err: { code?: string }) => {
          // Two submissions at once: the second edits what the first wrote.
          if (err?.code !== 'P2002') throw err;
          return deps.db.materialReview.update({
            where: tenantKey(
              (await deps.db.materialReview.findFirstOrThrow({ where: { materialId: material.id, userId: actor.id } })).id,
            ),
            data: { rating: body.rating, comment },
            select,
          });
        });
  return { created: !existing, data: present(row) };
}

const present = (r: {
  id: number;
  disciplineId: number;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  material: { id: number; name: string };
  user: { id: number; name: string; avatar: string | null };
}): MaterialFeedback => ({
  id: r.id,
  discipline_id: r.disciplineId,
  material: r.material,
  user: r.user,
  rating: r.rating,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const iso = (col: Prisma.Sql) => Prisma.sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const json = (alias: string) => {
  const a = Prisma.raw(alias);
  return Prisma.sql`json_build_object('id', ${a}.id, 'discipline_id', ${a}.discipline_id,
    'material', json_build_object('id', m.id, 'name', m.name),
    'user', json_build_object('id', u.id, 'name', u.name, 'avatar', u.avatar),
    'rating', ${a}.rating, 'comment', ${a}.comment,
    'created_at', ${iso(Prisma.sql`${a}.created_at`)}, 'updated_at', ${iso(Prisma.sql`${a}.updated_at`)})`;
};

type PageRow = { total: number; average: number | null; data: MaterialFeedback[]; mine: MaterialFeedback[] };

/**
 * GET /disciplines/{id}/material-feedbacks: the reviews of a discipline's live materials, newest
 * first, with the mean rating of the filter and the caller's own reviews (to edit them). Whoever
 * may open the discipline reads them; one statement (docs/list-queries.md).
 */
export async function listMaterialFeedbacks(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  disciplineId: number,
  q: ListMaterialFeedbacksQuery,
): Promise<MaterialFeedbackPage> {
  await requireAccess(deps, actor, 'discipline:read', disciplineId);
  const companyId = tenant.companyId;
  const filters: Prisma.Sql[] = [Prisma.sql`r.company_id = ${companyId}`, Prisma.sql`r.discipline_id = ${disciplineId}`];
  if (q.material_id !== undefined) filters.push(Prisma.sql`r.material_id = ${q.material_id}`);
  if (q.user_id !== undefined) filters.push(Prisma.sql`r.user_id = ${q.user_id}`);
  const where = Prisma.join(filters, ' AND ');
  const live = Prisma.sql`JOIN materials m ON m.company_id = ${companyId} AND m.id = r.material_id AND m.deleted_at IS NULL`;
  const [page] = await deps.db.$queryRaw<PageRow[]>`
    WITH page AS (
      SELECT r.* FROM material_reviews r ${live}
       WHERE ${where}
       ORDER BY r.created_at DESC, r.id DESC
       LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}),
    stats AS (
      SELECT count(*)::int AS total, round(avg(r.rating)::numeric, 1)::float8 AS average
        FROM material_reviews r ${live} WHERE ${where})
    SELECT s.total, s.average,
           coalesce((SELECT json_agg(${json('p')} ORDER BY p.created_at DESC, p.id DESC)
                       FROM page p JOIN materials m ON m.company_id = ${companyId} AND m.id = p.material_id
                       JOIN users u ON u.id = p.user_id), '[]'::json) AS data,
           coalesce((SELECT json_agg(${json('o')} ORDER BY m.position, m.id)
                       FROM material_reviews o
                       JOIN materials m ON m.company_id = ${companyId} AND m.id = o.material_id AND m.deleted_at IS NULL
                       JOIN users u ON u.id = o.user_id
                      WHERE o.company_id = ${companyId} AND o.discipline_id = ${disciplineId} AND o.user_id = ${actor.id}), '[]'::json) AS mine
      FROM stats s`;
  return {
    data: page!.data,
    meta: { ...pageMeta(q.page, q.per_page, page!.total), average: page!.average, mine: page!.mine },
  };
}
