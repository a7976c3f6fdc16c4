import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { createDiscipline } from './disciplines.ts';

/** A question import of `userId` in a new discipline, done, with one valid question. */
export async function createQuestionImport(db: Db, tenant: TestTenant, userId: number) {
  const d = await createDiscipline(db, tenant);
  const question = { title: 'T', text: 'E', type: 'descriptive', answer: null, options: [], feedbacks: [] };
  return db.questionImport.create({
    data: {
      companyId: tenant.company.id,
      userId,
      disciplineId: d.id,
      fileName: 'q.docx',
      format: 'docx',
      status: 'done',
      progress: 100,
      items: [{ index: 1, question, errors: null, question_id: null }],
    },
  });
}

/** For the fuzz's path ids: a discipline holding a question (export routes) or an import (status route). */
export async function createQuestionImportTarget(db: Db, tenant: TestTenant, userId: number, path: string): Promise<number> {
  if (path.startsWith('/quizzes/file/check/')) return (await createQuestionImport(db, tenant, userId)).id;
  const d = await createDiscipline(db, tenant);
  await db.question.create({
    data: { companyId: tenant.company.id, disciplineId: d.id, title: 'Q', text: 'E', type: 'descriptive' },
  });
  return d.id;
}

export const questionImportFactories = { questionImport: createQuestionImport, questionImportTarget: createQuestionImportTarget };
