import { runAsTenant, type TenantDb } from '@trilha/db';
import type { JobHandler } from '@trilha/jobs';
import {
  IMPORT_LIMITS,
  QUESTION_IMPORT_MESSAGES as M,
  validateImported,
  type ImportItem,
  type ImportedQuestion,
} from '@trilha/shared/question-import';
import { readQuestionFile } from './read-file.ts';

/** Validates every question read from a file: valid ones keep the normalised draft, the others their text and one error per field. */
export function checkQuestions(questions: readonly ImportedQuestion[], disciplineId: number): ImportItem[] {
  return questions.map((q, i) => {
    const r = validateImported(q, disciplineId);
    if (!r.ok) return { index: i + 1, question: q, errors: r.errors, question_id: null };
    const { title, text, type, answer, options, feedbacks } = r.draft;
    return {
      index: i + 1,
      question: { title, text, type, answer: answer ?? null, options, feedbacks },
      errors: null,
      question_id: null,
    };
  });
}

/** Reads and validates a file's bytes: what the job does between loading the row and saving the result (the bench times this). */
export async function parseAndCheck(
  format: 'docx' | 'csv',
  bytes: Uint8Array,
  disciplineId: number,
): Promise<{ items: ImportItem[] } | { error: string }> {
  let questions: ImportedQuestion[];
  try {
    questions = await readQuestionFile(format, bytes);
  } catch {
    return { error: M.questionImportFileInvalid };
  }
  if (questions.length === 0) return { error: M.questionImportFileEmpty };
  if (questions.length > IMPORT_LIMITS.questionsMax)
    return { error: M.questionImportTooManyQuestions.replace('{limit}', String(IMPORT_LIMITS.questionsMax)) };
  return { items: checkQuestions(questions, disciplineId) };
}

/**
 * Job `question-import.check`: reads the uploaded file kept on its question_imports row, validates
 * each question and writes the items back (status done, progress 100), dropping the bytes. A file
 * that cannot be read ends the import as failed with a pt-BR reason (no retry: it would fail the
 * same way); a database failure throws and BullMQ retries. The screen polls GET
 * /quizzes/file/check/{id} for status and progress. Runs as the payload's tenant (the tenant
 * client under row-level security), like every tenant job.
 */
export function questionImportCheck(deps: { tenantDb: TenantDb }): JobHandler<'question-import.check'> {
  return ({ company_id: companyId, import_id: id }, ctx) =>
    runAsTenant(companyId, async () => {
      const db = deps.tenantDb;
      const row = await db.questionImport.findFirst({
        where: { id },
        select: { status: true, format: true, file: true, disciplineId: true },
      });
      // Gone or already checked (a retry after the result was saved): nothing to do.
      if (!row || row.status === 'done' || row.status === 'failed' || !row.file) return;
      await db.questionImport.updateMany({ where: { id }, data: { status: 'running', progress: 10 } });
      const result = await parseAndCheck(row.format === 'csv' ? 'csv' : 'docx', row.file, row.disciplineId);
      if ('error' in result) {
        await db.questionImport.updateMany({
          where: { id },
          data: { status: 'failed', progress: 100, file: null, error: result.error },
        });
        ctx.logger.info({ jobId: ctx.id, importId: id }, 'question import: file refused');
        return;
      }
      await db.questionImport.updateMany({
        where: { id },
        data: { status: 'done', progress: 100, file: null, items: result.items, version: { increment: 1 } },
      });
      ctx.logger.info({ jobId: ctx.id, importId: id, questions: result.items.length }, 'question import: checked');
    });
}
