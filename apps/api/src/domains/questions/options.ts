import { tenantKey } from '@trilha/db';
import type { FormInput } from '../../kit/form-input.ts';
import {
  createQuestionOptionBodySchema,
  QUESTION_LIMITS,
  updateQuestionOptionBodySchema,
  type CreateQuestionOptionBody,
  type QuestionOption,
  type UpdateQuestionOptionBody,
} from '@trilha/shared/questions';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { AppError, appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findQuestion } from './find-question.ts';
import { fromDbQuestionType } from '@trilha/shared/questions';
import { writeWithImage } from '../../storage/image-form.ts';
import { readQuestionForm } from './form.ts';
import { presentOption } from './present.ts';
import { optionRuleBroken } from './rules.ts';

// One option at a time (/question-options). Every change must leave the question within its
// type's rules (rules.ts), checked on the state it would leave, inside a transaction holding the
// question's row so two concurrent changes cannot each pass alone and break it together:
// - choice: adding is allowed up to 10; removing stops at 2 options and at the last correct one;
// - true-or-false: its two options are fixed (no add, no remove); marking one correct unmarks the
//   other, so exactly one stays correct, and unmarking the correct one is refused;
// - descriptive: has no options.

const lockQuestion = (tx: TenantTx, companyId: number, id: number) =>
  tx.$queryRaw`SELECT id FROM questions WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE`;

async function findOption(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number, manage: boolean) {
  const option = await deps.db.questionOption.findFirst({ where: { id, question: { deletedAt: null } } });
  if (!option) throw appError('QUESTION_OPTION_NOT_FOUND');
  try {
    return { option, question: await findQuestion(deps, actor, option.questionId, { manage }) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'QUESTION_NOT_FOUND') throw appError('QUESTION_OPTION_NOT_FOUND');
    throw err;
  }
}

export async function getQuestionOption(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<QuestionOption> {
  return presentOption((await findOption(deps, actor, id, false)).option);
}

export async function listQuestionOptions(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  questionId: number,
): Promise<QuestionOption[]> {
  await findQuestion(deps, actor, questionId, { manage: false });
  const rows = await deps.db.questionOption.findMany({ where: { questionId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  return rows.map(presentOption);
}

export async function createQuestionOption(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
  json: CreateQuestionOptionBody | null | undefined,
): Promise<QuestionOption> {
  const form = await readQuestionForm(deps, tenant, formInput, json, createQuestionOptionBodySchema);
  return writeWithImage(deps, form, async () => {
    const b = form.body;
    const question = await findQuestion(deps, actor, b.quiz_id, { manage: true });
    const type = fromDbQuestionType(question.type);
    const row = await deps.db.$transaction(async (tx) => {
      await lockQuestion(tx, tenant.companyId, question.id);
      const options = await tx.questionOption.findMany({
        where: { questionId: question.id },
        select: { correctAnswer: true, position: true },
      });
      if (type === 'descriptive') throw appError('QUESTION_DESCRIPTIVE_NO_OPTIONS');
      if (type === 'true-or-false') throw appError('QUESTION_TRUE_FALSE_OPTIONS');
      if (options.length >= QUESTION_LIMITS.optionsMax) throw appError('QUESTION_OPTIONS_MAX');
      return tx.questionOption.create({
        data: {
          companyId: tenant.companyId,
          questionId: question.id,
          text: b.text,
          correctAnswer: b.correct_answer,
          image: form.imageUrl,
          position: Math.max(-1, ...options.map((o) => o.position)) + 1,
        },
      });
    });
    return { result: presentOption(row), replaced: null };
  });
}

export async function updateQuestionOption(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
  json: UpdateQuestionOptionBody | null | undefined,
): Promise<QuestionOption> {
  const form = await readQuestionForm(deps, tenant, formInput, json, updateQuestionOptionBodySchema);
  return writeWithImage(deps, form, async () => {
    const b = form.body;
    const { option, question } = await findOption(deps, actor, id, true);
    const type = fromDbQuestionType(question.type);
    const row = await deps.db.$transaction(async (tx) => {
      await lockQuestion(tx, tenant.companyId, question.id);
      const siblings = await tx.questionOption.findMany({
        where: { questionId: question.id },
        select: { id: true, correctAnswer: true },
      });
      if (b.correct_answer !== undefined) {
        // True-or-false: marking one correct makes the other wrong (one correct, always).
        if (type === 'true-or-false' && b.correct_answer)
          await tx.questionOption.updateMany({
            where: { questionId: question.id, id: { not: id } },
            data: { correctAnswer: false },
          });
        const after = siblings.map((s) => ({
          correct: s.id === id ? b.correct_answer! : type === 'true-or-false' && b.correct_answer ? false : s.correctAnswer,
        }));
        if (optionRuleBroken(type, after)) throw appError('QUESTION_LAST_CORRECT');
      }
      return tx.questionOption.update({
        where: tenantKey(id),
        data: {
          ...(b.text !== undefined ? { text: b.text } : {}),
          ...(b.correct_answer !== undefined ? { correctAnswer: b.correct_answer } : {}),
          ...(form.imageUrl ? { image: form.imageUrl } : b.remove_image ? { image: null } : {}),
        },
      });
    });
    return { result: presentOption(row), replaced: row.image !== option.image ? option.image : null };
  });
}

export async function deleteQuestionOption(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<void> {
  const { option, question } = await findOption(deps, actor, id, true);
  const type = fromDbQuestionType(question.type);
  await deps.db.$transaction(async (tx) => {
    await lockQuestion(tx, tenant.companyId, question.id);
    const siblings = await tx.questionOption.findMany({
      where: { questionId: question.id },
      select: { id: true, correctAnswer: true },
    });
    const broken = optionRuleBroken(
      type,
      siblings.filter((s) => s.id !== id).map((s) => ({ correct: s.correctAnswer })),
    );
    if (broken) throw appError(broken === 'QUESTION_CHOICE_CORRECT' ? 'QUESTION_LAST_CORRECT' : broken);
    await tx.questionOption.delete({ where: tenantKey(id) });
  });
  const key = option.image ? deps.storage.keyOfUrl(option.image) : null;
  if (key) await deps.storage.delete(key).catch(() => undefined);
}
