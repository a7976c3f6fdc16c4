/**
 * `tsx bench/explain.ts` (after `pnpm bench`, on its database): the plans `pnpm bench` prints,
 * without the load runs. Records every statement the API and the floor send for one GET
 * /disciplines per scenario (in process, via fastify.inject) and prints EXPLAIN ANALYZE of each
 * as it ran (role, tenant, prepared or not: bench/plans.ts), the page query's plan in full; exits
 * non-zero when the floor's plan reads a (non-tiny) table by sequential scan.
 */
import pg from 'pg';
import { buildApi, loadConfig } from '@trilha/api';
import { appRoleUrl, createPrismaClient, createTenantDb, issueAccessToken } from '@trilha/db';
import { buildFloor } from './floor.ts';
import { checkPlans, installStatementRecorder, type Statement } from './plans.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_bench';
const recorder = installStatementRecorder(); // before any pool connects

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

const failures: string[] = [];
for (const [who, token] of Object.entries(tokens)) {
  const recorded: Record<'api' | 'floor', Statement[]> = { api: [], floor: [] };
  for (const kind of ['api', 'floor'] as const) {
    const headers = { host: 'bench.localhost', authorization: `Bearer ${token}` };
    await servers[kind].inject({ url: '/disciplines', headers }); // warm (tenant cache), not recorded
    recorder.start();
    await servers[kind].inject({ url: '/disciplines', headers });
    recorded[kind] = recorder.stop();
  }
  failures.push(...(await checkPlans(explainer, who, recorded, (sql) => /\bpage\s+AS\s*\(/i.test(sql))));
}
await Promise.all([servers.api.close(), servers.floor.close(), explainer.end()]);
await Promise.all([db.$disconnect(), tenantDb.$disconnect(), pool.end()]);
if (failures.length) {
  console.error(`\nthe floor's plans scan tables sequentially:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
