import { tenantKey } from '@trilha/db';
import type { FormInput } from '../../kit/form-input.ts';
import {
  ASSIGNMENT_MESSAGES as M,
  submitAssignmentBodySchema,
  type SubmitAssignmentBody,
  type SubmitAssignmentResponse,
} from '@trilha/shared/assignments';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { AppError, appError } from '../../kit/errors.ts';
import { findOpenableItem } from '../../kit/find-item.ts';
import { parseFields } from '../../http/multipart-form.ts';
import { fileData, usingUploads, type StoredUpload } from '../../storage/uploads.ts';
import { submissionSelect, submissionView } from './view.ts';

/** A task the caller may answer now: live, visible to them, a task, open (window, password). */
export async function openTask(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number) {
  const { item, closed } = await findOpenableItem(deps, tenant, actor, id);
  if (item.type !== 'task') throw appError('ASSIGNMENT_NOT_A_TASK');
  if (closed) throw appError(closed);
  return item;
}

/** The submission row of (item, student), locked for this transaction (resubmit vs evaluate). */
export async function lockSubmission(
  tx: TenantTx,
  companyId: number,
  where: { itemId: number; userId: number } | { id: number },
) {
  const rows =
    'id' in where
      ? await tx.$queryRaw<{ id: number; status: string; file_id: number | null }[]>`
          SELECT id, status::text, file_id FROM assignment_submissions
           WHERE company_id = ${companyId} AND id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<{ id: number; status: string; file_id: number | null }[]>`
          SELECT id, status::text, file_id FROM assignment_submissions
           WHERE company_id = ${companyId} AND material_item_id = ${where.itemId} AND user_id = ${where.userId} FOR UPDATE`;
  return rows[0] ?? null;
}

const FILE_REFUSALS = new Set([
  'MATERIAL_ITEM_FILE_TYPE_INVALID',
  'MATERIAL_ITEM_IMAGE_INVALID',
  'MATERIAL_ITEM_AUDIO_INVALID',
  'MATERIAL_ITEM_SCORM_INVALID',
]);

/** The form: `text` and/or one `file` (PDF, DOCX, TXT by content), or a JSON `{ text }`. */
async function readAnswer(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  tenant: Tenant,
  formInput: FormInput,
  json: SubmitAssignmentBody | null | undefined,
): Promise<{ body: SubmitAssignmentBody; upload: StoredUpload | null }> {
  if (!formInput.multipart) return { body: json ?? {}, upload: null };
  try {
    const form = await formInput.materialForm({ files: { file: ['file'] } });
    const body = await parseFields(deps, form.uploads, submitAssignmentBodySchema, form.fields);
    return { body, upload: form.uploads[0] ?? null };
  } catch (err) {
    // The materials kit names the kind it expected; a submission accepts documents only.
    if (err instanceof AppError && FILE_REFUSALS.has(err.code)) throw appError('ASSIGNMENT_FILE_TYPE_INVALID');
    throw err;
  }
}

/**
 * POST /material-items/{id}/submit: an enrolled student's answer to a task (docs/assessment.md
 * "Assignments"). One submission per student and task: until it is evaluated, submitting again
 * replaces the text, and the file when a new one is sent. The same transaction marks the item
 * done for the student (progress moves as with a mark) and opens their pending grade.
 */
export async function submitAssignment(
  deps: Pick<AppDeps, 'config' | 'db' | 'domainEvents' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
  json: SubmitAssignmentBody | null | undefined,
): Promise<SubmitAssignmentResponse> {
  // Access first: a caller who may not answer never gets a byte stored.
  const item = await openTask(deps, tenant, actor, id);
  const existing = await deps.db.assignmentSubmission.findFirst({
    where: { materialItemId: id, userId: actor.id },
    select: { status: true },
  });
  if (existing?.status === 'evaluated') throw appError('ASSIGNMENT_ALREADY_EVALUATED');

  const { body, upload } = await readAnswer(deps, tenant, formInput, json);
  const text = body.text?.trim() ? body.text.trim() : null;
  const replaced: string[] = [];
  const result = await usingUploads(deps, upload ? [upload] : [], async () => {
    if (text === null && !upload && !existing) throw appError('ASSIGNMENT_EMPTY');
    return deps.db.$transaction(async (tx) => {
      const now = new Date();
      const current = await lockSubmission(tx, tenant.companyId, { itemId: id, userId: actor.id });
      if (current?.status === 'evaluated') throw appError('ASSIGNMENT_ALREADY_EVALUATED');
      if (text === null && !upload && !current?.file_id) throw appError('ASSIGNMENT_EMPTY');
      const file = upload ? await tx.file.create({ data: fileData(tenant, actor, upload), select: { id: true } }) : null;
      if (file && current?.file_id) {
        // The replaced file leaves with its row's deleted_at; its object goes after the commit.
        const old = await tx.file.update({
          where: tenantKey(current.file_id),
          data: { deletedAt: now },
          select: { storageKey: true },
        });
        replaced.push(old.storageKey);
      }
      const data = { text, status: 'submitted' as const, submittedAt: now, ...(file ? { fileId: file.id } : {}) };
      const row = current
        ? await tx.assignmentSubmission.update({ where: tenantKey(current.id), data, select: submissionSelect })
        : await tx.assignmentSubmission.create({
            data: { companyId: tenant.companyId, materialItemId: id, userId: actor.id, ...data },
            select: submissionSelect,
          });
      // The item checked and the progress (materials), a pending grade on the first submission
      // (grades): reactions in this transaction, the percentages in their reply.
      const reply = await deps.domainEvents.publish(tx, tenant.companyId, 'assignment.submitted', {
        submission_id: row.id,
        user_id: actor.id,
        material_item_id: id,
        material_id: item.materialId,
        discipline_id: item.disciplineId,
        first: !current,
        submitted_at: now.toISOString(),
      });
      return { row, material_progress: reply.material_progress ?? 0, discipline_progress: reply.discipline_progress ?? 0 };
    });
  });
  await Promise.all(replaced.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return {
    message: M.assignmentSubmitted,
    data: submissionView(result.row, { tenant, actor }),
    material_progress: result.material_progress,
    discipline_progress: result.discipline_progress,
  };
}
