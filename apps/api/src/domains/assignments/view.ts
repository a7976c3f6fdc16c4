import { downloadPath } from '@trilha/shared/materials';
import type { AssignmentSubmission } from '@trilha/shared/assignments';
import type { Prisma } from '@trilha/db';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** What a submission's response needs; Prisma batches the relations (one query each, no N+1). */
export const submissionSelect = {
  id: true,
  materialItemId: true,
  userId: true,
  text: true,
  status: true,
  submittedAt: true,
  materialItem: { select: { disciplineId: true } },
  user: { select: { id: true, name: true, email: true, avatar: true } },
  file: { select: { id: true, storageKey: true, originalName: true, mimeType: true, size: true } },
  evaluation: {
    select: { grade: true, comment: true, updatedAt: true, evaluator: { select: { id: true, name: true } } },
  },
} satisfies Prisma.AssignmentSubmissionSelect;

export type SubmissionRow = Prisma.AssignmentSubmissionGetPayload<{ select: typeof submissionSelect }>;

/** A row as its caller sees it: the file's download path is built for them. */
export function submissionView(r: SubmissionRow, v: { tenant: Tenant; actor: Actor }): AssignmentSubmission {
  return {
    id: r.id,
    material_item_id: r.materialItemId,
    discipline_id: r.materialItem.disciplineId,
    user: r.user,
    text: r.text,
    file: r.file
      ? {
          id: r.file.id,
          url: r.file.storageKey,
          download_url: downloadPath(v.tenant.companyId, v.actor.id, r.file.storageKey),
          name: r.file.originalName,
          mime_type: r.file.mimeType,
          size: r.file.size,
        }
      : null,
    status: r.status,
    submitted_at: r.submittedAt.toISOString(),
    evaluation: r.evaluation
      ? {
          grade: r.evaluation.grade,
          comment: r.evaluation.comment,
          evaluator: r.evaluation.evaluator,
          evaluated_at: r.evaluation.updatedAt.toISOString(),
        }
      : null,
  };
}
