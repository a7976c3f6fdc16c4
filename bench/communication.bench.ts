/**
 * `pnpm bench:communication`: GET /notifications (the bell) and GET /forums-comments (Forum View)
 * through the real API vs their floor (bench/communication-floor.ts: the same bodies and SQL work
 * through bare pg + Fastify), in one run, with 1M notifications and 100k comments in the tables
 * (seedBenchDatabase + bench/communication-seed.ts). Scenarios, as the enrolled student: the
 * bell's first page and a deep page; a forum's first level (10, each with its first 10 replies)
 * and one comment's replies. Goal (issue 18): API ≥ 0.6× the floor's req/s, p99 ≤ 1.5× its p99.
 * Env and method: bench/side-by-side.ts; plus BENCH_NOTIFICATIONS, BENCH_COMMENTS (table sizes).
 * Writes bench/results/communication.json.
 */
import { seedBenchDatabase } from './seed.ts';
import { seedCommunication } from './communication-seed.ts';
import { BENCH_ENV, runSideBySide } from './side-by-side.ts';

const seeded = await seedBenchDatabase(BENCH_ENV.databaseUrl, BENCH_ENV.noiseTenants);
const c = await seedCommunication(BENCH_ENV.databaseUrl, seeded.studentToken);
const deep = Math.max(1, Math.floor(c.studentNotifications / 6 / 2));
const token = seeded.studentToken;
await runSideBySide({
  title: 'GET /notifications, GET /forums-comments (1M notifications, 100k comments)',
  floor: 'communication-floor',
  results: 'communication.json',
  host: seeded.host,
  scenarios: [
    { name: 'bell, page 1 (6)', path: '/notifications?page=1&per_page=6', token },
    { name: `bell, page ${deep}`, path: `/notifications?page=${deep}&per_page=6`, token },
    { name: 'forum, first level (10 + replies)', path: `/forums-comments?forum=${c.forumId}`, token },
    { name: 'forum, replies of one', path: `/forums-comments?forum=${c.forumId}&parent=${c.parentId}`, token },
  ],
  // The page query: the one that pages notifications or comments (API and floor alike).
  pageQuery: (sql) => /LIMIT/i.test(sql) && /notifications|forum_comments/.test(sql),
});
