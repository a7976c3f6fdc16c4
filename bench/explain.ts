/**
 * `tsx bench/explain.ts` (after `pnpm bench`, on its database): records every SQL statement the API
 * and the floor send for one GET /disciplines per scenario, then prints EXPLAIN ANALYZE of each —
 * which indexes are hit and where the database time goes (whole plans: BENCH_EXPLAIN_FULL=1).
 * In-process, via fastify.inject.
 */
import pg from 'pg';
import { buildApi, loadConfig } from '@trilha/api';
import { appRoleUrl, createPrismaClient, createTenantDb, issueAccessToken } from '@trilha/db';
import { buildFloor } from './floor.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_bench';

// Both Prisma's adapter and the floor use this same `pg` module: record what its clients send.
let log: { text: string; values: unknown[] }[] | null = null;
const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  const [q, v] = a as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (log) log.push(typeof q === 'string' ? { text: q, values: v ?? [] } : { text: q.text, values: q.values ?? v ?? [] });
  return query.apply(this, a);
} as typeof pg.Client.prototype.query;

const db = createPrismaClient(url, { max: 4 });
const tenantDb = createTenantDb({ url, appUrl: appRoleUrl(url), max: 4 });
const pool = new pg.Pool({ connectionString: url, max: 4 });
const explainer = new pg.Client({ connectionString: url });
await explainer.connect();
const user = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
const tokens = {
  manager: (await issueAccessToken(db, await user('bench-0@bench.local'))).token,
  student: (await issueAccessToken(db, await user('bench-1@bench.local'))).token,
};
const servers = {
  api: await buildApi({
    tenantDb,
    config: loadConfig({ ...process.env, DATABASE_URL: url }),
    db,
    jobs: { enqueue: async () => {} },
    logger: false,
  }),
  floor: buildFloor(pool),
};

for (const [who, token] of Object.entries(tokens)) {
  for (const [kind, app] of Object.entries(servers)) {
    const headers = { host: 'bench.localhost', authorization: `Bearer ${token}` };
    await app.inject({ url: '/disciplines', headers }); // warm (tenant cache), not recorded
    log = [];
    const res = await app.inject({ url: '/disciplines', headers });
    const statements = log.filter((s) => /^\s*(SELECT|WITH)/i.test(s.text));
    log = null;
    console.log(`\n=== ${who} / ${kind}: HTTP ${res.statusCode}, ${statements.length} SELECTs`);
    for (const s of statements) {
      const plan = (await explainer.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values)).rows
        .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
        .join('\n');
      // One line per statement: what it reads and how; the whole plan with BENCH_EXPLAIN_FULL=1.
      const found = (re: RegExp) => [...new Set([...plan.matchAll(re)].map((m) => m[1]))].join(', ') || '-';
      console.log(
        `\n-- ${s.text
          .replace(/"public"\./g, '')
          .replace(/\s+/g, ' ')
          .slice(0, 160)}`,
      );
      console.log(
        `   ${plan.match(/Execution Time: (\S+ ms)/)?.[1]}; indexes: ${found(/Index (?:Only )?Scan(?: Backward)? (?:using|on) (\S+)/g)}; seq scans: ${found(/Seq Scan on (\S+)/g)}`,
      );
      if (process.env.BENCH_EXPLAIN_FULL) console.log(plan);
    }
  }
}
await Promise.all([servers.api.close(), servers.floor.close(), explainer.end()]);
await Promise.all([db.$disconnect(), tenantDb.$disconnect(), pool.end()]);
