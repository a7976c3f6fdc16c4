import type { FormInput } from '../../kit/form-input.ts';
import type { Prisma } from '@trilha/db';
import type { QuestionDraft } from '@trilha/shared/questions';
import {
  type FixImportedQuestionBody,
  type ImportItem,
  type ImportQuestionsBody,
  type QuestionImport,
} from '@trilha/shared/question-import';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { createQuestionDrafts } from '../questions/create-drafts.ts';
import { checkTarget } from '../../kit/question-target.ts';
import { checkDraftTargets } from './draft-targets.ts';
import { readQuestionUpload } from './read-upload.ts';

/**
 * POST /quizzes/file/check: the file is checked (type, size), the discipline must be one the
 * caller may manage, then a question_imports row holds the bytes and the worker validates them
 * (job question-import.check). Answers 202 with the import's id; the screen polls GET
 * /quizzes/file/check/{id}.
 */
export async function checkQuestionFile(deps: Pick<AppDeps, 'db' | 'jobs'>, tenant: Tenant, actor: Actor, formInput: FormInput) {
  const upload = await readQuestionUpload(formInput);
  await checkTarget(deps, actor, upload.disciplineId, null);
  const row = await deps.db.questionImport.create({
    data: {
      companyId: tenant.companyId,
      userId: actor.id,
      disciplineId: upload.disciplineId,
      fileName: upload.fileName,
      format: upload.format,
      file: new Uint8Array(upload.bytes),
    },
    select: { id: true, status: true },
  });
  await deps.jobs.enqueue('question-import.check', { company_id: tenant.companyId, import_id: row.id });
  return row;
}

const SELECT = {
  id: true,
  status: true,
  progress: true,
  fileName: true,
  disciplineId: true,
  items: true,
  importedCount: true,
  version: true,
  error: true,
} as const;

/** The caller's own import (another user's, or another tenant's, is 404). */
async function findImport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number) {
  const row = await deps.db.questionImport.findFirst({ where: { id, userId: actor.id }, select: SELECT });
  if (!row) throw appError('QUESTION_IMPORT_NOT_FOUND');
  return { ...row, items: row.items as ImportItem[] };
}

function view(row: Awaited<ReturnType<typeof findImport>>): QuestionImport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    file_name: row.fileName,
    discipline_id: row.disciplineId,
    total: row.items.length,
    imported_count: row.importedCount,
    error: row.error,
    valid: row.items.filter((i) => i.errors === null),
    invalid: row.items.filter((i) => i.errors !== null),
  };
}

/** GET /quizzes/file/check/{id}: status, progress and, once done, the valid and invalid questions. */
export async function getQuestionImport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<QuestionImport> {
  return view(await findImport(deps, actor, id));
}

/** A checked import whose discipline the caller may still manage. */
async function findReadyImport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number) {
  const row = await findImport(deps, actor, id);
  if (row.status !== 'done') throw appError('QUESTION_IMPORT_NOT_READY');
  await requireAccess(deps, actor, 'discipline:manage', row.disciplineId);
  return row;
}

/**
 * Creates the drafts and saves the items in one transaction. The items' write is conditioned on
 * the version read: a concurrent fix/import of the same file makes this one roll back (409),
 * so no question is ever created twice from one item.
 */
async function commit(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  row: Awaited<ReturnType<typeof findImport>>,
  drafts: { index: number; draft: QuestionDraft }[],
) {
  return deps.db.$transaction(async (tx) => {
    const ids = await createQuestionDrafts(
      tx,
      tenant.companyId,
      actor.id,
      drafts.map((d) => d.draft),
    );
    const created = new Map(drafts.map((d, i) => [d.index, { id: ids[i]!, draft: d.draft }]));
    const items = row.items.map((item): ImportItem => {
      const c = created.get(item.index);
      if (!c) return item;
      const { title, text, type, answer, options, feedbacks } = c.draft;
      return {
        ...item,
        question: { title, text, type, answer: answer ?? null, options, feedbacks },
        errors: null,
        question_id: c.id,
      };
    });
    const importedCount = row.importedCount + ids.length;
    const { count } = await tx.questionImport.updateMany({
      where: { id: row.id, version: row.version },
      data: { items: items as unknown as Prisma.InputJsonValue, importedCount, version: { increment: 1 } },
    });
    if (count === 0) throw appError('QUESTION_IMPORT_CHANGED');
    return { ids, importedCount, invalidCount: items.filter((i) => i.errors !== null).length };
  });
}

/**
 * POST /quizzes/file/import: creates the valid, not yet imported questions of a checked file;
 * `indexes` narrows them (the modal's selection), none means all ("select all"). An index that
 * is not a valid question of the file is 422; already imported ones are skipped.
 */
export async function importCheckedQuestions(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, body: ImportQuestionsBody) {
  const row = await findReadyImport(deps, actor, body.import_id);
  const byIndex = new Map(row.items.map((i) => [i.index, i]));
  if (body.indexes?.some((n) => byIndex.get(n)?.errors !== null))
    throw appError('QUESTION_IMPORT_ITEM_NOT_FOUND', { field: 'indexes' });
  const wanted = body.indexes ? new Set(body.indexes) : null;
  const drafts = row.items
    .filter((i) => i.errors === null && i.question_id === null && (!wanted || wanted.has(i.index)))
    .map((i) => ({ index: i.index, draft: { ...i.question, discipline_id: row.disciplineId } as QuestionDraft }));
  const r = await commit(deps, tenant, actor, row, drafts);
  return { created: r.ids, imported_count: r.importedCount };
}

/**
 * POST /quizzes/file/fix: the corrected version of one invalid question (already validated by the
 * route with questionDraftSchema; a still-invalid one is 422 per field and writes nothing). It is
 * created in the import's discipline, leaves the invalid list and raises the imported count.
 */
export async function fixImportedQuestion(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: FixImportedQuestionBody,
) {
  const row = await findReadyImport(deps, actor, body.import_id);
  const item = row.items.find((i) => i.index === body.index);
  if (!item) throw appError('QUESTION_IMPORT_ITEM_NOT_FOUND');
  if (item.errors === null) throw appError('QUESTION_IMPORT_ITEM_DONE');
  const draft: QuestionDraft = { ...body.question, discipline_id: row.disciplineId };
  await checkDraftTargets(deps, actor, [draft], () => 'question');
  const r = await commit(deps, tenant, actor, row, [{ index: item.index, draft }]);
  return { question_id: r.ids[0]!, imported_count: r.importedCount, invalid_count: r.invalidCount };
}
