import type { FormInput } from '../../kit/form-input.ts';
import type { BulkFailure, BulkResult, ErrorCode } from '@trilha/shared';
import {
  QUESTION_MESSAGES as M,
  createQuestionBodySchema,
  updateQuestionBodySchema,
  type CreateQuestionBody,
  type ListQuestionsQuery,
  type Question,
  type QuestionPage,
  type UpdateQuestionBody,
} from '@trilha/shared/questions';
import { pageMeta } from '@trilha/shared';
import { decide, readableQuestionsSql, readableQuestionsWhere } from '@trilha/access';
import { ilikeContains } from '@trilha/queries/sql';
import { Prisma, tenantKey } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import { bulkFailure, bulkResult } from '../../kit/bulk.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findItem } from '../../kit/find-item.ts';
import { checkTarget } from '../../kit/question-target.ts';
import { findQuestion } from './find-question.ts';
import { fromDbQuestionType, toDbQuestionType } from '@trilha/shared/questions';
import { createQuestionDrafts } from './create-drafts.ts';
import { writeWithImage } from '../../storage/image-form.ts';
import { readQuestionForm } from './form.ts';
import { presentQuestion, questionSelect } from './present.ts';
import { optionRuleBroken } from './rules.ts';

export async function loadQuestion(deps: Pick<AppDeps, 'db'>, id: number): Promise<Question> {
  const row = await deps.db.question.findFirst({ where: { id, deletedAt: null }, select: questionSelect });
  if (!row) throw appError('QUESTION_NOT_FOUND');
  return presentQuestion(row);
}

/** GET /quizzes/{id}: the question whole (correct answers included: staff only, by permission). */
export async function getQuestion(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<Question> {
  await findQuestion(deps, actor, id, { manage: false });
  return loadQuestion(deps, id);
}

/** POST /quizzes: a question with its options and feedbacks, and optionally its image, in one transaction. */
export async function createQuestion(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
  json: CreateQuestionBody | null | undefined,
): Promise<Question> {
  const form = await readQuestionForm(deps, tenant, formInput, json, createQuestionBodySchema);
  const id = await writeWithImage(deps, form, async () => {
    const b = form.body;
    await checkTarget(deps, actor, b.discipline_id ?? null, b.topic_id ?? null);
    const [created] = await deps.db.$transaction(async (tx) => {
      const ids = await createQuestionDrafts(tx, tenant.companyId, actor.id, [b]);
      if (form.imageUrl) await tx.question.update({ where: tenantKey(ids[0]!), data: { image: form.imageUrl } });
      return ids;
    });
    return { result: created!, replaced: null };
  });
  return loadQuestion(deps, id);
}

/**
 * POST /quizzes/{id}/update: any field; options/feedbacks, when sent, replace the sets (entries
 * with an id keep that row and its image). The resulting type and options must keep the rules.
 */
export async function updateQuestion(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
  json: UpdateQuestionBody | null | undefined,
): Promise<Question> {
  const form = await readQuestionForm(deps, tenant, formInput, json, updateQuestionBodySchema);
  await writeWithImage(deps, form, async () => {
    const b = form.body;
    const q = await findQuestion(deps, actor, id, { manage: true });
    const current = await deps.db.question.findFirstOrThrow({
      where: { id },
      select: {
        image: true,
        topicId: true,
        options: { select: { id: true, correctAnswer: true } },
        feedbacks: { select: { id: true } },
      },
    });
    const disciplineId = b.discipline_id === undefined ? q.disciplineId : b.discipline_id;
    const topicId = b.topic_id === undefined ? (b.discipline_id === undefined ? current.topicId : null) : b.topic_id;
    if (b.discipline_id !== undefined || b.topic_id !== undefined) await checkTarget(deps, actor, disciplineId, topicId);

    const type = b.type ?? fromDbQuestionType(q.type);
    const optionIds = new Set(current.options.map((o) => o.id));
    const feedbackIds = new Set(current.feedbacks.map((f) => f.id));
    if (b.options?.some((o) => o.id !== undefined && !optionIds.has(o.id))) throw appError('QUESTION_OPTION_NOT_FOUND');
    if (b.feedbacks?.some((f) => f.id !== undefined && !feedbackIds.has(f.id))) throw appError('QUESTION_FEEDBACK_NOT_FOUND');
    const after = b.options
      ? b.options.map((o) => ({ correct: o.correct_answer }))
      : current.options.map((o) => ({ correct: o.correctAnswer }));
    const broken = optionRuleBroken(type, after);
    if (broken) throw appError(broken);

    const image = b.remove_image ? null : (form.imageUrl ?? current.image);
    await deps.db.$transaction(async (tx) => {
      await tx.question.update({
        where: tenantKey(id),
        data: {
          ...(b.title !== undefined ? { title: b.title } : {}),
          ...(b.text !== undefined ? { text: b.text } : {}),
          ...(b.answer !== undefined ? { answer: b.answer } : {}),
          type: toDbQuestionType(type),
          disciplineId,
          topicId,
          image,
        },
      });
      if (b.options) await replaceOptions(tx, tenant.companyId, id, b.options);
      if (b.feedbacks) await replaceFeedbacks(tx, tenant.companyId, id, b.feedbacks);
    });
    return { result: null, replaced: image !== current.image ? current.image : null };
  });
  return loadQuestion(deps, id);
}

async function replaceOptions(
  tx: TenantTx,
  companyId: number,
  questionId: number,
  options: NonNullable<UpdateQuestionBody['options']>,
): Promise<void> {
  const kept = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  await tx.questionOption.deleteMany({ where: { questionId, id: { notIn: kept } } });
  for (const [position, o] of options.entries()) {
    if (o.id !== undefined)
      await tx.questionOption.update({
        where: tenantKey(o.id),
        data: { text: o.text, correctAnswer: o.correct_answer, position },
      });
  }
  const added = options.flatMap((o, position) =>
    o.id === undefined ? [{ companyId, questionId, text: o.text, correctAnswer: o.correct_answer, position }] : [],
  );
  if (added.length) await tx.questionOption.createMany({ data: added });
}

async function replaceFeedbacks(
  tx: TenantTx,
  companyId: number,
  questionId: number,
  feedbacks: NonNullable<UpdateQuestionBody['feedbacks']>,
): Promise<void> {
  const kept = feedbacks.flatMap((f) => (f.id === undefined ? [] : [f.id]));
  await tx.questionFeedback.deleteMany({ where: { questionId, id: { notIn: kept } } });
  for (const f of feedbacks)
    if (f.id !== undefined) await tx.questionFeedback.update({ where: tenantKey(f.id), data: { text: f.text } });
  const added = feedbacks.flatMap((f) => (f.id === undefined ? [{ companyId, questionId, text: f.text }] : []));
  if (added.length) await tx.questionFeedback.createMany({ data: added });
}

/**
 * Soft-deletes one question unless a quiz item holds it. The check and the delete run in one
 * transaction that locks the question's row, so an item cannot link it in between.
 */
async function deleteOne(deps: Pick<AppDeps, 'db'>, companyId: number, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ linked: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM material_item_questions l WHERE l.company_id = q.company_id AND l.question_id = q.id) AS linked
        FROM questions q WHERE q.company_id = ${companyId} AND q.id = ${id} AND q.deleted_at IS NULL FOR UPDATE`;
    if (!row) throw appError('QUESTION_NOT_FOUND');
    if (row.linked) throw appError('QUESTION_LINKED');
    await tx.question.update({ where: tenantKey(id), data: { deletedAt: new Date() } });
  });
}

/** DELETE /quizzes/{id}. */
export async function deleteQuestion(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, id: number): Promise<void> {
  await findQuestion(deps, actor, id, { manage: true });
  await deleteOne(deps, tenant.companyId, id);
}

/**
 * POST /quizzes/deleteMany: each id judged on its own (not found, not the caller's to change,
 * linked to a quiz), the refused ones listed with their reason. Set-based, whatever the count:
 * one read of the questions, one access decision for all of them (question:manage of
 * @trilha/access, one statement), then one transaction that locks the
 * allowed rows, reads which are linked and soft-deletes the rest in one statement.
 */
export async function deleteQuestions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  ids: number[],
): Promise<BulkResult> {
  const companyId = tenant.companyId;
  const unique = [...new Set(ids)];
  const rows = await deps.db.question.findMany({
    where: { id: { in: unique }, deletedAt: null },
    select: { id: true, disciplineId: true, authorId: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const refusal = new Map<number, ErrorCode>();
  for (const [id, code] of await decide(deps.db, actor, 'question:manage', byId.keys())) if (code) refusal.set(id, code);
  const allowed = rows.filter((r) => !refusal.has(r.id)).map((r) => r.id);
  const done = await deps.db.$transaction(async (tx) => {
    if (allowed.length === 0) return [];
    const locked = await tx.$queryRaw<{ id: number; linked: boolean }[]>`
      SELECT q.id, EXISTS (SELECT 1 FROM material_item_questions l WHERE l.company_id = q.company_id AND l.question_id = q.id) AS linked
        FROM questions q
       WHERE q.company_id = ${companyId} AND q.id = ANY(${allowed}::int[]) AND q.deleted_at IS NULL
       ORDER BY q.id
         FOR UPDATE`;
    for (const r of locked) if (r.linked) refusal.set(r.id, 'QUESTION_LINKED');
    const free = locked.filter((r) => !r.linked).map((r) => r.id);
    if (free.length) await tx.question.updateMany({ where: { id: { in: free } }, data: { deletedAt: new Date() } });
    return free;
  });
  const doneSet = new Set(done);
  const failed: BulkFailure[] = unique
    .filter((id) => !doneSet.has(id))
    .map((id) => bulkFailure(id, byId.has(id) ? (refusal.get(id) ?? 'QUESTION_NOT_FOUND') : 'QUESTION_NOT_FOUND'));
  return bulkResult(
    unique.filter((id) => doneSet.has(id)),
    failed,
    { all: M.questionsDeleted, some: M.questionsSomeDeleted, none: M.questionsNoneDeleted },
  );
}

const ORDER: Record<ListQuestionsQuery['sort'], Prisma.QuestionOrderByWithRelationInput[]> = {
  newest: [{ id: 'desc' }],
  oldest: [{ id: 'asc' }],
  title: [{ title: 'asc' }, { id: 'desc' }],
};

/**
 * GET /quizzes with `search`: one statement for the page's ids and the total, then the page's
 * questions by id. The matches come from trilha_question_search (the trigram indexes; a plain
 * ILIKE under row-level security reads every question of every tenant: see its migration), the
 * other filters and the access rule are readableQuestionsSql's, the same as the Prisma filter's.
 * The matches are MATERIALIZED before the order and LIMIT: with `ORDER BY id DESC LIMIT n` over
 * the table the planner walks the primary key and tests the pattern on every row until n match
 * (83 ms for a 1% search in a bank of 50,000; docs/benchmarks.md "Big tenants"). Each match is
 * read by key (`CROSS JOIN LATERAL … OFFSET 0`): as `q.id IN (SELECT trilha_question_search(…))`
 * the planner, which guesses 1,000 rows for any function, hashed them against a read of the
 * tenant's whole bank.
 */
async function searchQuestions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListQuestionsQuery,
): Promise<QuestionPage> {
  const companyId = tenant.companyId;
  const filters: Prisma.Sql[] = [
    Prisma.sql`q.company_id = ${companyId}`,
    Prisma.sql`q.deleted_at IS NULL`,
    readableQuestionsSql(companyId, actor),
  ];
  if (q.discipline_id !== undefined) filters.push(Prisma.sql`q.discipline_id = ${q.discipline_id}`);
  if (q.material_item_id !== undefined)
    filters.push(Prisma.sql`EXISTS (SELECT 1 FROM material_item_questions l
      WHERE l.company_id = ${companyId} AND l.material_item_id = ${q.material_item_id} AND l.question_id = q.id)`);
  if (q.type !== undefined) filters.push(Prisma.sql`q.type = ${toDbQuestionType(q.type)}::"QuestionType"`);
  if (q.allow_feedback !== undefined)
    filters.push(Prisma.sql`${q.allow_feedback ? Prisma.empty : Prisma.sql`NOT`} EXISTS (SELECT 1 FROM question_feedbacks f
      WHERE f.company_id = ${companyId} AND f.question_id = q.id)`);
  const order = SEARCH_ORDER[q.sort];
  const [row] = await deps.db.$queryRaw<{ total: number; ids: number[] | null }[]>`
    WITH hits AS MATERIALIZED (
      SELECT q.id, q.title
        FROM trilha_question_search(${ilikeContains(q.search!)}) s(id)
        CROSS JOIN LATERAL (SELECT * FROM questions qq WHERE qq.company_id = ${companyId} AND qq.id = s.id OFFSET 0) q
       WHERE ${Prisma.join(filters, ' AND ')})
    SELECT (SELECT count(*)::int FROM hits) AS total,
           (SELECT array_agg(p.id ORDER BY ${order})
              FROM (SELECT h.id, h.title FROM hits h ORDER BY ${order}
                    LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}) p) AS ids`;
  const ids = row?.ids ?? [];
  const rows = ids.length ? await deps.db.question.findMany({ where: { id: { in: ids } }, select: questionSelect }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A question deleted between the two reads is left out of the page.
  const page = ids.flatMap((id) => (byId.has(id) ? [presentQuestion(byId.get(id)!)] : []));
  return { data: page, meta: pageMeta(q.page, q.per_page, row?.total ?? 0) };
}

/** ORDER's sorts over the hits' `p`/`h` columns (same keys, same direction). */
const SEARCH_ORDER: Record<ListQuestionsQuery['sort'], Prisma.Sql> = {
  newest: Prisma.sql`id DESC`,
  oldest: Prisma.sql`id ASC`,
  title: Prisma.sql`title ASC, id DESC`,
};

/** GET /quizzes: the bank the actor may read, filtered and paginated in the database. */
export async function listQuestions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListQuestionsQuery,
): Promise<QuestionPage> {
  const companyId = tenant.companyId;
  if (q.material_item_id !== undefined) await findItem(deps, tenant, actor, q.material_item_id, { manage: false });
  if (q.search) return searchQuestions(deps, tenant, actor, q);
  const and: Prisma.QuestionWhereInput[] = [{ deletedAt: null }, readableQuestionsWhere(companyId, actor, new Date())];
  if (q.discipline_id !== undefined) and.push({ disciplineId: q.discipline_id });
  if (q.material_item_id !== undefined) and.push({ materialItems: { some: { companyId, materialItemId: q.material_item_id } } });
  if (q.type !== undefined) and.push({ type: toDbQuestionType(q.type) });
  if (q.allow_feedback !== undefined)
    and.push({ feedbacks: q.allow_feedback ? { some: { companyId } } : { none: { companyId } } });
  const where: Prisma.QuestionWhereInput = { AND: and };
  const [total, rows] = await Promise.all([
    deps.db.question.count({ where }),
    deps.db.question.findMany({
      where,
      orderBy: ORDER[q.sort],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
      select: questionSelect,
    }),
  ]);
  return { data: rows.map(presentQuestion), meta: pageMeta(q.page, q.per_page, total) };
}
