import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { createMaterial, createMaterialItem } from './materials.ts';
import { uid } from './unique.ts';

type QuestionSpec =
  | { type: 'descriptive'; title?: string; text?: string; answer?: string; feedbacks?: string[] }
  | {
      type: 'choice' | 'true_or_false';
      title?: string;
      text?: string;
      options: { text: string; correct?: boolean }[];
      feedbacks?: string[];
    };

/** A bank question with its options and feedbacks (the bank's routes live in the questions domain). */
export async function createQuizQuestion(db: Db, tenant: TestTenant, spec: QuestionSpec, disciplineId: number | null = null) {
  const companyId = tenant.company.id;
  return db.question.create({
    data: {
      companyId,
      disciplineId,
      title: spec.title ?? `Questão ${uid()}`,
      text: spec.text ?? 'Enunciado da questão',
      type: spec.type,
      answer: spec.type === 'descriptive' ? (spec.answer ?? null) : null,
      options:
        spec.type === 'descriptive'
          ? undefined
          : {
              create: spec.options.map((o, position) => ({
                text: o.text,
                correctAnswer: o.correct ?? false,
                position,
              })),
            },
      feedbacks: spec.feedbacks ? { create: spec.feedbacks.map((text) => ({ text })) } : undefined,
    },
    include: { options: { orderBy: { position: 'asc' } }, feedbacks: true },
  });
}

export type QuizSettings = {
  maxAttempts?: number | null;
  timeLimitMinutes?: number | null;
  allowFeedback?: boolean;
  showCorrectAnswers?: boolean;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  availableFrom?: Date | null;
  availableUntil?: Date | null;
};

/**
 * A quiz item in a new material of `disciplineId` holding the three kinds of question (choice,
 * true-or-false, descriptive) unless others are given, with optional settings.
 */
export async function createQuiz(
  db: Db,
  tenant: TestTenant,
  disciplineId: number,
  o: {
    questions?: QuestionSpec[];
    settings?: QuizSettings;
    title?: string;
    visible?: boolean;
    /** An existing material of the discipline to add the quiz to (a new one by default). */
    materialId?: number;
    position?: number;
  } = {},
) {
  const material =
    o.materialId === undefined
      ? await createMaterial(db, tenant, disciplineId)
      : await db.material.findFirstOrThrow({ where: { id: o.materialId } });
  const item = await createMaterialItem(db, tenant, material.id, {
    type: 'quiz',
    title: o.title ?? 'Questionário',
    visible: o.visible,
    position: o.position,
  });
  const specs: QuestionSpec[] = o.questions ?? [
    {
      type: 'choice',
      title: 'Capital',
      text: 'Qual é a capital do Brasil?',
      options: [{ text: 'São Paulo' }, { text: 'Brasília', correct: true }, { text: 'Rio de Janeiro' }],
      feedbacks: ['Brasília é a capital desde 1960.'],
    },
    {
      type: 'true_or_false',
      title: 'Água',
      text: 'A água ferve a 100 °C ao nível do mar.',
      options: [{ text: 'Verdadeiro', correct: true }, { text: 'Falso' }],
      feedbacks: ['Ao nível do mar, sim.'],
    },
    { type: 'descriptive', title: 'Redação', text: 'Explique a fotossíntese.', answer: 'Luz em energia química.' },
  ];
  const questions = [];
  for (const spec of specs) questions.push(await createQuizQuestion(db, tenant, spec, disciplineId));
  await db.materialItemQuestion.createMany({
    data: questions.map((q, position) => ({ companyId: tenant.company.id, materialItemId: item.id, questionId: q.id, position })),
  });
  if (o.settings) await createQuizSettings(db, tenant, item.id, o.settings);
  return { material, item, questions };
}

/** The settings row of a quiz item (limits, feedback, the availability window). */
export async function createQuizSettings(db: Db, tenant: TestTenant, materialItemId: number, settings: QuizSettings) {
  return db.materialItemSettings.create({ data: { companyId: tenant.company.id, materialItemId, ...settings } });
}

/** An open attempt of an enrolled student at a new quiz of a new discipline (for tests that need any real attempt). */
export async function createAttempt(db: Db, tenant: TestTenant) {
  const discipline = await db.discipline.create({
    data: { companyId: tenant.company.id, name: `Disciplina ${uid()}`, visible: true },
  });
  const user = await db.user.create({
    data: {
      name: `Aluno ${uid()}`,
      email: `a${uid()}@example.com`,
      passwordHash: 'x',
      type: 'student',
      memberships: { create: { companyId: tenant.company.id } },
    },
  });
  await db.disciplineInscription.create({ data: { companyId: tenant.company.id, disciplineId: discipline.id, userId: user.id } });
  const { item } = await createQuiz(db, tenant, discipline.id);
  return db.attempt.create({ data: { companyId: tenant.company.id, materialItemId: item.id, userId: user.id } });
}
export const attemptFactories = {
  quizQuestion: createQuizQuestion,
  quiz: createQuiz,
  quizSettings: createQuizSettings,
  attempt: createAttempt,
};
