/**
 * `pnpm bench`: GET /disciplines through the real API vs the floor (the same SQL work through bare
 * pg + Fastify, bench/floor.ts), in one run, on a freshly seeded database (bench/seed.ts).
 * Scenarios: the manager (page 1 of all) and the enrolled student. Env and method:
 * bench/side-by-side.ts. Writes bench/results/latest.json (gitignored).
 */
import { seedBenchDatabase } from './seed.ts';
import { BENCH_ENV, runSideBySide, type Body } from './side-by-side.ts';

/** Stable comparison: tag order inside a discipline is unspecified in the API (no orderBy on the relation). */
type Discipline = { id: number; tags: { id: number }[] };
const normalize = (body: Body): Body => ({
  ...body,
  data: (body.data as Discipline[]).map((d) => ({ ...d, tags: [...d.tags].sort((a, b) => a.id - b.id) })),
});

const seeded = await seedBenchDatabase(BENCH_ENV.databaseUrl, BENCH_ENV.noiseTenants);
await runSideBySide({
  title: 'GET /disciplines',
  floor: 'floor',
  results: 'latest.json',
  host: seeded.host,
  scenarios: [
    { name: 'manager (page 1 of all)', path: '/disciplines', token: seeded.managerToken },
    { name: 'student (enrolled only)', path: '/disciplines', token: seeded.studentToken },
  ],
  // The page query: the one with the `page AS (…)` CTE (API and floor alike).
  pageQuery: (sql) => /\bpage\s+AS\s*\(/i.test(sql),
  normalize,
});
