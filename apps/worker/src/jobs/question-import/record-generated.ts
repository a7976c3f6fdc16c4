import type { TenantDb } from '@trilha/db';
import type { ImportedQuestion } from '@trilha/shared/question-import';
import { checkQuestions } from './check.ts';

type Tx = Parameters<Parameters<TenantDb['$transaction']>[0]>[0];

/**
 * The question import's entry point for questions that come from elsewhere than a file (the AI
 * generation, docs/ai.md): they are validated exactly as a file's are and written as a checked
 * import (status done), so the person who asked reviews them in the import's fix-up list — valid
 * ones imported with "Importar selecionadas", invalid ones fixed with "Corrigir" — before any enters
 * the bank. Runs in the caller's tenant transaction; returns the import's id.
 */
export async function recordGeneratedImport(
  tx: Tx,
  input: { userId: number; disciplineId: number; fileName: string; questions: readonly ImportedQuestion[] },
): Promise<number> {
  const row = await tx.questionImport.create({
    data: {
      userId: input.userId,
      disciplineId: input.disciplineId,
      fileName: input.fileName,
      format: 'ai',
      status: 'done',
      progress: 100,
      items: checkQuestions(input.questions, input.disciplineId),
      version: 1,
    } as never,
    select: { id: true },
  });
  return row.id;
}
