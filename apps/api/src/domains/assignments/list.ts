import { can, pageMeta } from '@trilha/shared';
import type { AssignmentSubmission, ListSubmissionsQuery, SubmissionPage } from '@trilha/shared/assignments';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findItem } from '../../kit/find-item.ts';
import { requireAccess } from '../../kit/access.ts';
import { submissionSelect, submissionView } from './view.ts';

/**
 * GET /material-items/{id}/submissions: a task's submissions, newest first, a page at a time,
 * filtered in the database (status, user_id: the index company_id, material_item_id, status,
 * submitted_at; name: the student's name or e-mail). Staff of the discipline see every student's;
 * anyone else only their own (0 or 1), whatever user_id they ask for.
 */
export async function listSubmissions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  q: ListSubmissionsQuery,
): Promise<SubmissionPage> {
  const { item } = await findItem(deps, tenant, actor, id, { manage: false });
  if (item.type !== 'task') throw appError('ASSIGNMENT_NOT_A_TASK');
  const own = !can(actor.type, 'assignments:review-any-student');
  const base: Prisma.AssignmentSubmissionWhereInput = {
    companyId: tenant.companyId,
    materialItemId: id,
    ...(own ? { userId: actor.id } : q.user_id !== undefined ? { userId: q.user_id } : {}),
  };
  const where: Prisma.AssignmentSubmissionWhereInput = {
    ...base,
    ...(q.status ? { status: q.status } : {}),
    ...(q.name
      ? {
          user: {
            OR: [{ name: { contains: q.name, mode: 'insensitive' } }, { email: { contains: q.name, mode: 'insensitive' } }],
          },
        }
      : {}),
  };
  const [rows, total, byStatus] = await Promise.all([
    deps.db.assignmentSubmission.findMany({
      where,
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
      select: submissionSelect,
    }),
    deps.db.assignmentSubmission.count({ where }),
    deps.db.assignmentSubmission.groupBy({ by: ['status'], where: base, _count: { _all: true } }),
  ]);
  const counts = { submitted: 0, evaluated: 0 };
  for (const g of byStatus) counts[g.status] = g._count._all;
  return {
    data: rows.map((r) => submissionView(r, { tenant, actor })),
    meta: { ...pageMeta(q.page, q.per_page, total), counts },
  };
}

/** GET /assignment-submissions/{id}: one submission, for its student or the discipline's staff. */
export async function getSubmission(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<AssignmentSubmission> {
  // submission:read: its student, or staff who review any student in a discipline they may read.
  await requireAccess(deps, actor, 'submission:read', id);
  const row = await deps.db.assignmentSubmission.findFirst({
    where: { id, materialItem: { companyId: tenant.companyId, deletedAt: null } },
    select: submissionSelect,
  });
  if (!row) throw appError('ASSIGNMENT_SUBMISSION_NOT_FOUND');
  return submissionView(row, { tenant, actor });
}
