import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';

/** A student's submission of a task item (text only unless told), optionally already evaluated. */
export async function createSubmission(
  db: Db,
  tenant: TestTenant,
  materialItemId: number,
  userId: number,
  o: { text?: string; evaluated?: { grade: number; comment?: string; evaluatorId?: number } } = {},
) {
  return db.assignmentSubmission.create({
    data: {
      companyId: tenant.company.id,
      materialItemId,
      userId,
      text: o.text ?? 'Minha resposta.',
      status: o.evaluated ? 'evaluated' : 'submitted',
      evaluation: o.evaluated
        ? {
            // company_id comes from the submission (the key is (company_id, submission_id)).
            create: {
              grade: o.evaluated.grade,
              comment: o.evaluated.comment ?? null,
              evaluatorId: o.evaluated.evaluatorId ?? null,
            },
          }
        : undefined,
    },
  });
}

export const assignmentFactories = { submission: createSubmission };
