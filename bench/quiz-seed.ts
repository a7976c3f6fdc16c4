// The quiz benches' data (bench/quiz-start.bench.ts, bench/load.ts): a database dropped and
// recreated, one company ("bench" sub-domain), a quiz item of QUESTIONS choice questions, and
// STUDENTS enrolled students with a bearer token each (written straight into the database: the
// benches measure the quiz, not sign-in).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPrismaClient, hashToken, migrateDatabase } from '@trilha/db';

export const QUESTIONS = 10;

export async function seedQuiz(URL_: string, STUDENTS: number) {
  const admin = new pg.Client({ connectionString: URL_.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
  const name = new URL(URL_).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe bench database name: ${name}`);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await migrateDatabase(URL_);
  const db = createPrismaClient(URL_, { max: 4 });
  try {
    const company = await db.company.create({ data: { name: 'Empresa bench' } });
    const companyId = company.id;
    await db.consumer.create({ data: { companyId, name: 'Empresa bench', domain: 'bench' } });
    const discipline = await db.discipline.create({ data: { companyId, name: 'Prova geral', visible: true } });
    const material = await db.material.create({ data: { companyId, disciplineId: discipline.id, name: 'Avaliação' } });
    const item = await db.materialItem.create({
      data: { companyId, materialId: material.id, disciplineId: discipline.id, title: 'Prova', type: 'quiz' },
    });
    await db.materialItemSettings.create({
      data: { companyId, materialItemId: item.id, timeLimitMinutes: 60, shuffleQuestions: true, shuffleOptions: true },
    });
    const questions = [];
    for (let q = 0; q < QUESTIONS; q++)
      questions.push(
        await db.question.create({
          data: {
            companyId,
            disciplineId: discipline.id,
            title: `Q${q + 1}`,
            text: `Questão ${q + 1}`,
            type: 'choice',
            options: {
              create: [0, 1, 2, 3].map((o) => ({ text: `Opção ${o}`, correctAnswer: o === q % 4, position: o })),
            },
          },
          select: { id: true, options: { select: { id: true } } },
        }),
      );
    await db.materialItemQuestion.createMany({
      data: questions.map((q, position) => ({ companyId, materialItemId: item.id, questionId: q.id, position })),
    });
    const users = await db.user.createManyAndReturn({
      data: Array.from({ length: STUDENTS }, (_, i) => ({
        name: `Aluno ${i}`,
        email: `aluno-${i}@bench.local`,
        passwordHash: 'x',
        type: 'student' as const,
      })),
      select: { id: true },
    });
    await db.companyUser.createMany({ data: users.map((u) => ({ companyId, userId: u.id })) });
    await db.disciplineInscription.createMany({
      data: users.map((u) => ({ companyId, disciplineId: discipline.id, userId: u.id, role: 'student' as const })),
    });
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    await db.accessToken.createMany({
      data: users.map((u, i) => ({ userId: u.id, tokenHash: hashToken(tokens[i]!), expiresAt })),
    });
    await db.$executeRawUnsafe('VACUUM ANALYZE');
    return {
      itemId: item.id,
      disciplineId: discipline.id,
      materialId: material.id,
      users: users.map((u, i) => ({ id: u.id, token: tokens[i]! })),
      questions,
    };
  } finally {
    await db.$disconnect();
  }
}
