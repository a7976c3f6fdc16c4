/**
 * `pnpm bench:materials`: GET /material-items for a discipline of 200 items (10 materials × 20,
 * every kind, settings, files, quizzes, marks) through the real API vs its floor
 * (bench/material-items-floor.ts: the same body and SQL work through bare pg + Fastify), in one
 * run, on a freshly seeded database (seedBenchDatabase + bench/material-items-seed.ts).
 * Scenarios: the enrolled student and the manager, 100 items a page (the largest page).
 * Env and method: bench/side-by-side.ts. Writes bench/results/material-items.json.
 */
import { seedBenchDatabase } from './seed.ts';
import { seedMaterialItems } from './material-items-seed.ts';
import { BENCH_ENV, runSideBySide } from './side-by-side.ts';

const seeded = await seedBenchDatabase(BENCH_ENV.databaseUrl, BENCH_ENV.noiseTenants);
const { disciplineId } = await seedMaterialItems(BENCH_ENV.databaseUrl, seeded.studentToken);
const path = `/material-items?discipline_id=${disciplineId}&per_page=100`;
await runSideBySide({
  title: 'GET /material-items',
  floor: 'materials-floor',
  results: 'material-items.json',
  host: seeded.host,
  scenarios: [
    { name: 'student (200 items, 100 a page)', path, token: seeded.studentToken },
    { name: 'manager (200 items, 100 a page)', path, token: seeded.managerToken },
  ],
  // The page query: the one that reads material_items with its files (API and floor alike).
  pageQuery: (sql) => /JOIN\s+"?files"?\s+f\b/i.test(sql),
  rowNoun: 'items',
});
