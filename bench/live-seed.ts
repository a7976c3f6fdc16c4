// The live benches' data (bench/live-fanout.bench.ts): a database dropped and recreated, one
// company ("bench" sub-domain, materials licensed), one visible discipline with a teacher and
// STUDENTS enrolled students, an open visible forum in it, and a bearer token for everyone
// (written straight into the database: the bench measures the live path, not sign-in).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPrismaClient, hashToken, migrateDatabase } from '@trilha/db';

export type LiveAudience = {
  companyId: number;
  disciplineId: number;
  forumId: number;
  teacher: { id: number; token: string };
  students: { id: number; token: string }[];
};

export async function seedLiveAudience(url: string, students: number): Promise<LiveAudience> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe bench database name: ${name}`);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await migrateDatabase(url);
  const db = createPrismaClient(url, { max: 4 });
  try {
    const { id: companyId } = await db.company.create({ data: { name: 'Empresa bench', materialsLicense: 1000 } });
    await db.consumer.create({ data: { companyId, name: 'Empresa bench', domain: 'bench' } });
    const discipline = await db.discipline.create({ data: { companyId, name: 'Comunicação', visible: true } });
    const users = await db.user.createManyAndReturn({
      data: Array.from({ length: students + 1 }, (_, i) => ({
        name: i === 0 ? 'Professora bench' : `Aluno ${i}`,
        email: i === 0 ? 'professora@bench.local' : `aluno-${i}@bench.local`,
        passwordHash: 'x',
        type: i === 0 ? ('teacher' as const) : ('student' as const),
      })),
      select: { id: true },
    });
    await db.companyUser.createMany({ data: users.map((u) => ({ companyId, userId: u.id })) });
    await db.disciplineInscription.createMany({
      data: users.map((u, i) => ({
        companyId,
        disciplineId: discipline.id,
        userId: u.id,
        role: i === 0 ? ('teacher' as const) : ('student' as const),
      })),
    });
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    await db.accessToken.createMany({
      data: users.map((u, i) => ({ userId: u.id, tokenHash: hashToken(tokens[i]!), expiresAt })),
    });
    const forum = await db.forum.create({
      data: { companyId, disciplineId: discipline.id, authorId: users[0]!.id, title: 'Fórum da bench' },
    });
    await db.$executeRawUnsafe('VACUUM ANALYZE');
    const all = users.map((u, i) => ({ id: u.id, token: tokens[i]! }));
    return { companyId, disciplineId: discipline.id, forumId: forum.id, teacher: all[0]!, students: all.slice(1) };
  } finally {
    await db.$disconnect();
  }
}
