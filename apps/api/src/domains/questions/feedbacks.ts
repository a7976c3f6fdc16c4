import { tenantKey } from '@trilha/db';
import type { FormInput } from '../../kit/form-input.ts';
import {
  createQuestionFeedbackBodySchema,
  QUESTION_LIMITS,
  updateQuestionFeedbackBodySchema,
  type CreateQuestionFeedbackBody,
  type QuestionFeedback,
  type UpdateQuestionFeedbackBody,
} from '@trilha/shared/questions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { AppError, appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findQuestion } from './find-question.ts';
import { writeWithImage } from '../../storage/image-form.ts';
import { readQuestionForm } from './form.ts';
import { presentFeedback } from './present.ts';

// Feedbacks (/feedbacks): texts (and an image) shown to the student after answering, when the
// quiz item shows feedback. Any type of question may have up to QUESTION_LIMITS.feedbacksMax.

async function findFeedback(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number, manage: boolean) {
  const feedback = await deps.db.questionFeedback.findFirst({ where: { id, question: { deletedAt: null } } });
  if (!feedback) throw appError('QUESTION_FEEDBACK_NOT_FOUND');
  try {
    await findQuestion(deps, actor, feedback.questionId, { manage });
  } catch (err) {
    if (err instanceof AppError && err.code === 'QUESTION_NOT_FOUND') throw appError('QUESTION_FEEDBACK_NOT_FOUND');
    throw err;
  }
  return feedback;
}

export async function getQuestionFeedback(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<QuestionFeedback> {
  return presentFeedback(await findFeedback(deps, actor, id, false));
}

export async function listQuestionFeedbacks(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  questionId: number,
): Promise<QuestionFeedback[]> {
  await findQuestion(deps, actor, questionId, { manage: false });
  return (await deps.db.questionFeedback.findMany({ where: { questionId }, orderBy: { id: 'asc' } })).map(presentFeedback);
}

export async function createQuestionFeedback(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
  json: CreateQuestionFeedbackBody | null | undefined,
): Promise<QuestionFeedback> {
  const form = await readQuestionForm(deps, tenant, formInput, json, createQuestionFeedbackBodySchema);
  return writeWithImage(deps, form, async () => {
    const b = form.body;
    await findQuestion(deps, actor, b.quiz_id, { manage: true });
    const row = await deps.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM questions WHERE company_id = ${tenant.companyId} AND id = ${b.quiz_id} FOR UPDATE`;
      const count = await tx.questionFeedback.count({ where: { questionId: b.quiz_id } });
      if (count >= QUESTION_LIMITS.feedbacksMax) throw appError('QUESTION_FEEDBACKS_MAX');
      return tx.questionFeedback.create({
        data: { companyId: tenant.companyId, questionId: b.quiz_id, text: b.text, image: form.imageUrl },
      });
    });
    return { result: presentFeedback(row), replaced: null };
  });
}

export async function updateQuestionFeedback(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
  json: UpdateQuestionFeedbackBody | null | undefined,
): Promise<QuestionFeedback> {
  const form = await readQuestionForm(deps, tenant, formInput, json, updateQuestionFeedbackBodySchema);
  return writeWithImage(deps, form, async () => {
    const b = form.body;
    const current = await findFeedback(deps, actor, id, true);
    const row = await deps.db.questionFeedback.update({
      where: tenantKey(id),
      data: {
        ...(b.text !== undefined ? { text: b.text } : {}),
        ...(form.imageUrl ? { image: form.imageUrl } : b.remove_image ? { image: null } : {}),
      },
    });
    return { result: presentFeedback(row), replaced: row.image !== current.image ? current.image : null };
  });
}

export async function deleteQuestionFeedback(deps: Pick<AppDeps, 'db' | 'storage'>, actor: Actor, id: number): Promise<void> {
  const feedback = await findFeedback(deps, actor, id, true);
  await deps.db.questionFeedback.delete({ where: tenantKey(id) });
  const key = feedback.image ? deps.storage.keyOfUrl(feedback.image) : null;
  if (key) await deps.storage.delete(key).catch(() => undefined);
}
