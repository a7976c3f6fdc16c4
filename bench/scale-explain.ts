/**
 * The plans of the main lists on a seeded tenant (bench/seed-scale.ts): the API in process
 * (fastify.inject), every statement one request of each list sends recorded with its role and
 * tenant (bench/plans.ts) and EXPLAIN ANALYZEd as it ran. A sequential scan of a table larger than
 * TINY_PAGES is a failure: on a tenant of 100,000 people it reads millions of rows.
 *
 * `tsx bench/scale-explain.ts [--database trilha_scale] [--domain scale] [--full]` prints them
 * (`--full`: every plan whole) and exits non-zero on such a scan; tests/platform/scale-plans.test.ts
 * runs `explainScaleLists` on a small seed.
 */
import pg from 'pg';
import { buildApi, loadConfig } from '@trilha/api';
import { appRoleUrl, createPrismaClient, createTenantDb } from '@trilha/db';
import { gradeCsvSql } from '@trilha/worker/jobs/grades/grades-csv';
import { installStatementRecorder, planOf, TINY_PAGES, type Plan } from './plans.ts';
import { scaleTarget, type ScaleList } from './scale-lists.ts';

export type ListPlans = { list: ScaleList; status: number; plans: Plan[] };

let recorder: ReturnType<typeof installStatementRecorder> | undefined;
/** Install before any pool connects (the recorder follows each connection's role and tenant from its start). */
export const installRecorder = () => (recorder ??= installStatementRecorder());

const oneLine = (sql: string, n = 140) =>
  sql
    .replace(/"public"\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, n);

/** Every SELECT of one request of each list, and of the worker's grades CSV, EXPLAIN ANALYZEd. */
export async function explainScaleLists(
  url: string,
  domain = 'scale',
  opts: { indexesOnly?: boolean } = {},
): Promise<ListPlans[]> {
  const rec = installRecorder();
  const target = await scaleTarget(url, domain);
  const db = createPrismaClient(url, { max: 4 });
  const tenantDb = createTenantDb({ url, appUrl: appRoleUrl(url), max: 4 });
  const api = await buildApi({
    tenantDb,
    config: loadConfig({ ...process.env, DATABASE_URL: url }),
    db,
    jobs: { enqueue: async () => {} },
    logger: false,
  });
  const explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  // indexesOnly: the planner takes a sequential scan only where no index can serve (a size-free
  // question: a small seed then answers for a big tenant).
  if (opts.indexesOnly) await explainer.query('SET enable_seqscan = off');
  const out: ListPlans[] = [];
  try {
    for (const list of target.lists) {
      const headers = { host: target.host, authorization: `Bearer ${target.tokens[list.who]}` };
      await api.inject({ url: list.path, headers }); // warm: tenant and session caches, not recorded
      rec.start();
      const res = await api.inject({ url: list.path, headers });
      const statements = rec.stop().filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.text));
      const plans: Plan[] = [];
      for (const s of statements) plans.push(await planOf(explainer, s));
      out.push({ list, status: res.statusCode, plans });
    }
    // The worker's grades CSV of the same class (job grades.export-csv), not an API list: the
    // SELECT its one `COPY (…) TO STDOUT` runs (csv/copy.ts), planned as the app role and tenant.
    const csv: ScaleList = { name: 'grades CSV (worker)', who: 'manager', path: `job grades.export-csv ${target.disciplineId}` };
    const csvSql = gradeCsvSql({ companyId: target.companyId, disciplineId: target.disciplineId, filters: {} }, 'pt-BR');
    const csvPlans: Plan[] = [
      await planOf(explainer, {
        text: csvSql.text,
        values: csvSql.values,
        role: 'trilha_app',
        tenant: String(target.companyId),
        named: false,
      }),
    ];
    out.push({ list: csv, status: 200, plans: csvPlans });
  } finally {
    await explainer.end();
    await api.close();
    await Promise.all([db.$disconnect(), tenantDb.$disconnect()]);
  }
  return out;
}

/**
 * Every read of a non-tiny table that is not bounded by an index condition: a sequential scan, or
 * (run with indexesOnly, where the planner turns the scans it wanted into them) an index walked
 * whole. A whole walk that stops early under a Limit in the right order is fine at any size, but
 * one that ran (loops > 0) is flagged all the same: the test must not depend on where it stopped.
 */
export const planFailures = (lists: ListPlans[]): string[] => [
  ...seqScanFailures(lists),
  ...lists.flatMap(({ list, plans }) =>
    plans.flatMap((p) =>
      p.fullIndexScans
        .filter((s) => s.loops > 0 && s.pages > TINY_PAGES)
        .map((s) => `${list.name}: whole ${s.index} (${s.pages} pages > ${TINY_PAGES}) in ${oneLine(p.statement.text, 100)}`),
    ),
  ),
];

/** "list: Seq Scan on table (pages)" for every scan of a non-tiny table. */
export const seqScanFailures = (lists: ListPlans[]): string[] =>
  lists.flatMap(({ list, plans }) =>
    plans.flatMap((p) =>
      p.seqScans
        .filter((s) => !s.allowed)
        .map(
          (s) => `${list.name}: Seq Scan on ${s.table} (${s.pages} pages > ${TINY_PAGES}) in ${oneLine(p.statement.text, 100)}`,
        ),
    ),
  );

export function printListPlans(lists: ListPlans[], full = false): void {
  for (const { list, status, plans } of lists) {
    const total = plans.reduce((a, p) => a + p.executionMs, 0);
    console.log(
      `\n=== ${list.name}: GET ${list.path} → ${status}, ${plans.length} statement(s), ${total.toFixed(2)} ms in PostgreSQL`,
    );
    for (const p of plans) {
      const scans = p.seqScans.map((s) => `${s.table} (${s.pages} p${s.allowed ? ', tiny' : ''})`).join(', ') || '-';
      const whole = p.fullIndexScans.map((s) => `${s.index} (${s.loops}×)`).join(', ');
      console.log(`-- ${oneLine(p.statement.text)}`);
      console.log(
        `   exec ${p.executionMs.toFixed(3)} ms; indexes: ${p.indexes.join(', ') || '-'}; seq scans: ${scans}${whole ? `; whole indexes: ${whole}` : ''}`,
      );
      if (full) console.log(p.text.replace(/^/gm, '   | '));
    }
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  installRecorder();
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const base = process.env.SCALE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_scale';
  const database = arg('database');
  const url = database ? base.replace(/\/[^/?]+(\?|$)/, `/${database}$1`) : base;
  const lists = await explainScaleLists(url, arg('domain') ?? 'scale', { indexesOnly: process.argv.includes('--indexes-only') });
  printListPlans(lists, process.argv.includes('--full'));
  const failures = seqScanFailures(lists);
  if (failures.length) {
    console.error(`\nsequential scans of large tables:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  }
}
