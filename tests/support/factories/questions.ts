import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

type QType = 'descriptive' | 'choice' | 'true_or_false';

/**
 * A bank question with options that keep its type's rules: choice = three options, the first
 * correct; true-or-false = Verdadeiro (correct) / Falso; descriptive = none. Company-wide unless a
 * discipline is given.
 */
export async function createQuestion(
  db: Db,
  tenant: TestTenant,
  o: {
    type?: QType;
    disciplineId?: number | null;
    authorId?: number | null;
    title?: string;
    text?: string;
    feedbacks?: string[];
  } = {},
) {
  const type = o.type ?? 'choice';
  const companyId = tenant.company.id;
  const options =
    type === 'choice'
      ? [
          { text: 'Alternativa A', correctAnswer: true, position: 0 },
          { text: 'Alternativa B', correctAnswer: false, position: 1 },
          { text: 'Alternativa C', correctAnswer: false, position: 2 },
        ]
      : type === 'true_or_false'
        ? [
            { text: 'Verdadeiro', correctAnswer: true, position: 0 },
            { text: 'Falso', correctAnswer: false, position: 1 },
          ]
        : [];
  return db.question.create({
    data: {
      companyId,
      disciplineId: o.disciplineId ?? null,
      authorId: o.authorId ?? null,
      title: o.title ?? `Questão ${uid()}`,
      text: o.text ?? 'Qual é a resposta?',
      type,
      // Nested rows take company_id from the question (their key to it is (company_id, question_id)).
      options: { create: options },
      feedbacks: { create: (o.feedbacks ?? []).map((text) => ({ text })) },
    },
    include: { options: { orderBy: { position: 'asc' } }, feedbacks: true },
  });
}

/** Puts a question in a quiz item (quizzes_ids). */
export async function linkQuestion(db: Db, tenant: TestTenant, materialItemId: number, questionId: number, position = 0) {
  return db.materialItemQuestion.create({ data: { companyId: tenant.company.id, materialItemId, questionId, position } });
}

export const questionFactories = { question: createQuestion, linkQuestion };
