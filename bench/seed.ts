import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPrismaClient, hashPassword, hashToken, issueAccessToken, migrateDatabase, type Db } from '@trilha/db';

/**
 * Sizes per tenant. Other ("noise") tenants of the same size share every table, so company_id
 * filters and indexes matter as in production; how many: `noiseTenants` (BENCH_NOISE_TENANTS, default 1).
 */
export const VOLUME = { disciplines: 2000, tags: 20, users: 200, inscriptionsPerUser: 25, studentInscriptions: 45 };
export const BENCH_DOMAIN = 'bench';

export type Seeded = { url: string; host: string; managerToken: string; studentToken: string };

/** Deterministic PRNG (mulberry32): the same data every run, so runs compare. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

const SUBJECTS = [
  'Álgebra',
  'Biologia',
  'Cálculo',
  'Direito',
  'Economia',
  'Física',
  'Geografia',
  'História',
  'Inglês',
  'Química',
  'Redação',
  'Sociologia',
];

async function seedTenant(db: Db, domain: string, passwordHash: string, seed: number) {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  // Licensed for material production (the upload bench creates items).
  const company = await db.company.create({ data: { name: `Empresa ${domain}`, topicGenerator: true, materialsLicense: 1 } });
  const consumer = await db.consumer.create({ data: { companyId: company.id, name: `Empresa ${domain}`, domain } });
  const companyId = company.id;

  // users[0] manager, users[1] the bench student, 2..21 teachers (discipline owners), the rest students.
  const users = await db.user.createManyAndReturn({
    data: Array.from({ length: VOLUME.users }, (_, i) => ({
      name: `Usuário ${domain} ${i}`,
      email: `${domain}-${i}@bench.local`,
      passwordHash,
      type: i === 0 ? ('manager' as const) : i >= 2 && i < 22 ? ('teacher' as const) : ('student' as const),
    })),
    select: { id: true },
  });
  await db.companyUser.createMany({ data: users.map((u) => ({ companyId, userId: u.id })) });
  // One live token per user: access_tokens has realistic volume for the hash lookup.
  await db.accessToken.createMany({
    data: users.map((u) => ({
      userId: u.id,
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  });
  const teachers = users.slice(2, 22).map((u) => u.id);

  const tags = await db.disciplineTag.createManyAndReturn({
    data: Array.from({ length: VOLUME.tags }, (_, i) => ({
      companyId,
      name: `Tag ${i}`,
      color: `#${(0x100000 + i * 40_000).toString(16)}`,
    })),
    select: { id: true },
  });

  // Names in random order (and a few duplicates), so ORDER BY name, id differs from id order.
  await inBatches(
    Array.from({ length: VOLUME.disciplines }, () => ({
      companyId,
      name: `${pick(SUBJECTS)} ${Math.floor(rand() * 1500)}`,
      description: 'Conteúdo programático, bibliografia e critérios de avaliação da disciplina. '.repeat(
        1 + Math.floor(rand() * 3),
      ),
      visible: rand() > 0.05,
      type: rand() > 0.1 ? ('own' as const) : ('supplied' as const),
      consumerId: rand() > 0.5 ? consumer.id : null,
      ownerId: rand() > 0.2 ? pick(teachers) : null,
      image: rand() > 0.5 ? `https://cdn.example.com/disciplines/${Math.floor(rand() * 1e6)}.png` : null,
      deletedAt: rand() < 0.02 ? new Date() : null,
    })),
    (data) => db.discipline.createMany({ data }),
  );
  const disciplineIds = (
    await db.discipline.findMany({ where: { companyId }, select: { id: true }, orderBy: { id: 'asc' } })
  ).map((d) => d.id);

  // 0–3 distinct tags per discipline.
  const links = disciplineIds.flatMap((disciplineId) => {
    const tagIds = new Set(Array.from({ length: Math.floor(rand() * 4) }, () => pick(tags).id));
    return [...tagIds].map((tagId) => ({ companyId, disciplineId, tagId }));
  });
  await inBatches(links, (data) => db.disciplineTagLink.createMany({ data }));

  // Every non-manager user enrolled in ~25 disciplines (the bench student in 45: more than a page).
  const inscriptions = users.slice(1).flatMap((u, i) => {
    const chosen = new Set<number>();
    const n = i === 0 ? VOLUME.studentInscriptions : VOLUME.inscriptionsPerUser;
    while (chosen.size < n) chosen.add(pick(disciplineIds));
    return [...chosen].map((disciplineId) => {
      const r = rand();
      const status = r < 0.9 ? ('active' as const) : r < 0.97 ? ('finished' as const) : ('canceled' as const);
      return { companyId, disciplineId, userId: u.id, status };
    });
  });
  await inBatches(inscriptions, (data) => db.disciplineInscription.createMany({ data }));
  // Progress rows for ~70% of enrolments (a student with none shows 0).
  const progress = inscriptions
    .filter(() => rand() < 0.7)
    .map(({ disciplineId, userId }) => {
      const checkedItems = Math.floor(rand() * 11);
      return { companyId, disciplineId, userId, checkedItems, totalItems: 10, progress: checkedItems * 10 };
    });
  await inBatches(progress, (data) => db.disciplineProgress.createMany({ data }));
  return {
    managerId: users[0]!.id,
    studentId: users[1]!.id,
    disciplines: disciplineIds.length,
    links: links.length,
    inscriptions: inscriptions.length,
  };
}

/** Drops and recreates the bench database, migrates it and seeds the bench tenant plus `noiseTenants` others. */
export async function seedBenchDatabase(url: string, noiseTenants = 1): Promise<Seeded> {
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
    const passwordHash = await hashPassword('Senha@123'); // one argon2 hash shared by all users: hashing 400 would dominate the seed
    const bench = await seedTenant(db, BENCH_DOMAIN, passwordHash, 1);
    for (let i = 1; i <= noiseTenants; i++) await seedTenant(db, `noise${i}`, passwordHash, 1 + i);
    console.log(
      `seeded ${BENCH_DOMAIN}: ${bench.disciplines} disciplines, ${bench.links} tag links, ${bench.inscriptions} inscriptions (+ ${noiseTenants} noise tenant(s) of the same size)`,
    );
    const managerToken = (await issueAccessToken(db, bench.managerId)).token;
    const studentToken = (await issueAccessToken(db, bench.studentId)).token;
    // Steady state of a long-lived database: planner statistics and visibility map (index-only scans) up to date,
    // and no autovacuum kicking in on the fresh tables while we measure.
    await db.$executeRawUnsafe('VACUUM ANALYZE');
    return { url, host: `${BENCH_DOMAIN}.localhost`, managerToken, studentToken };
  } finally {
    await db.$disconnect();
  }
}
