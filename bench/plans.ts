/**
 * Query plans for the API-vs-floor benches (`pnpm bench`, `pnpm bench:materials`): each server
 * process records the SQL it sends for one request (`recordStatementsOnRequest`, in
 * bench/server.ts), the bench EXPLAIN ANALYZEs every statement on the same database as the role
 * and tenant it ran as (`planOf`), prints the plans, and fails when the floor's plan reads a
 * table by sequential scan (`checkPlans`): a floor that scans cannot show what the API should reach.
 *
 * Tiny tables are the one exception: a table of at most TINY_PAGES pages (8 × 8 kB, i.e. one
 * read of the whole table costs no more than two or three index probes) is read whole by the
 * planner whatever the indexes are, and rightly. Every seq scan is printed, with its table's size,
 * whether allowed or not. No planner setting is changed (no `enable_seqscan`): the plans are the
 * ones the servers get.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

/** Pages (8 kB) up to which a sequential scan of a table is allowed: the whole table in a few reads. */
export const TINY_PAGES = 8;

export type Statement = {
  text: string;
  values: unknown[];
  role: string | null;
  tenant: string | null;
  /** Sent as a named (prepared) statement: PostgreSQL may run it with a cached generic plan. */
  named: boolean;
};
type Conn = { role: string | null; tenant: string | null };

/**
 * Patches pg's Client so that every statement can be recorded with the role and tenant of its
 * connection (SET ROLE / set_config of the tenant binding pool are tracked for every connection
 * from the start, because the binding is sent only when it changes). Prisma's adapter and the
 * floors both use this same `pg` module. Install it before any pool connects.
 */
export function installStatementRecorder(): { start(): void; stop(): Statement[] } {
  const conns = new WeakMap<object, Conn>();
  let recording: Statement[] | null = null;
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    const [q, v] = a as [string | { text: string; values?: unknown[]; name?: string }, unknown];
    const text = typeof q === 'string' ? q : q.text;
    const values = (typeof q === 'object' && q.values) || (Array.isArray(v) ? v : []);
    let conn = conns.get(this);
    // The login user until a SET ROLE (the tenant pool logs in as the app role, or switches to it).
    if (!conn) conns.set(this, (conn = { role: (this as { user?: string }).user ?? null, tenant: null }));
    const role = /^\s*SET\s+ROLE\s+"?([\w]+)"?\s*$/i.exec(text);
    if (role) conn.role = role[1]!;
    else if (/set_config\('trilha\.company_id',\s*\$1,\s*false\)/.test(text)) conn.tenant = String(values[0]);
    else if (recording)
      recording.push({ text, values, role: conn.role, tenant: conn.tenant, named: typeof q === 'object' && !!q.name });
    return query.apply(this, a);
  } as typeof pg.Client.prototype.query;
  return {
    start: () => void (recording = []),
    stop: () => {
      const out = recording ?? [];
      recording = null;
      return out;
    },
  };
}

/**
 * In a server process (bench/server.ts): the recorder, started and stopped by the parent over IPC
 * (`collectStatements`).
 */
export function recordStatementsOnRequest(): void {
  const recorder = installStatementRecorder();
  process.on('message', (m: { plans?: 'start' | 'stop' }) => {
    if (m?.plans === 'start') {
      recorder.start();
      process.send!({ plans: 'started' });
    } else if (m?.plans === 'stop') process.send!({ plans: 'statements', statements: recorder.stop() });
  });
}

/** In the bench: the statements `child` sends while `request()` runs. */
export async function collectStatements(child: ChildProcess, request: () => Promise<unknown>): Promise<Statement[]> {
  const reply = <T>(kind: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { plans?: string } & T) => {
        if (m?.plans !== kind) return;
        child.off('message', on);
        resolve(m);
      };
      child.on('message', on);
    });
  const started = reply('started');
  child.send({ plans: 'start' });
  await started;
  await request();
  const done = reply<{ statements: Statement[] }>('statements');
  child.send({ plans: 'stop' });
  return (await done).statements;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
export type SeqScan = { table: string; pages: number; loops: number; allowed: boolean };
/** An index read whole (no Index Cond): as costly as a sequential scan unless a Limit stops it early. */
export type FullIndexScan = { table: string; index: string; loops: number; pages: number };
export type Plan = {
  statement: Statement;
  text: string;
  executionMs: number;
  planningMs: number;
  /** Triggers fired (EXPLAIN ANALYZE of a write): name, calls, ms. */
  triggers: { name: string; calls: number; ms: number }[];
  indexes: string[];
  seqScans: SeqScan[];
  fullIndexScans: FullIndexScan[];
};

const walk = (n: PlanNode, out: PlanNode[] = []): PlanNode[] => {
  out.push(n);
  for (const c of n.Plans ?? []) walk(c, out);
  return out;
};

let prepared = 0;

/** A recorded bind value as an SQL literal (what node-postgres would have sent as text). */
function literal(client: pg.Client, v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (v instanceof Date) return client.escapeLiteral(v.toISOString());
  if (Buffer.isBuffer(v)) return `'\\x${v.toString('hex')}'`;
  if (Array.isArray(v))
    return client.escapeLiteral(`{${v.map((x) => (x === null ? 'NULL' : JSON.stringify(String(x)))).join(',')}}`);
  return client.escapeLiteral(typeof v === 'object' ? JSON.stringify(v) : String(v));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one recorded statement, in a transaction that is rolled back,
 * as the role and with the tenant its connection had (row-level security applies as it did).
 * A statement the server sent named (prepared) is prepared here too and run five times first
 * (each rolled back to a savepoint), so that the plan shown is the one PostgreSQL's plan cache
 * picks from the sixth run on, generic or custom, as in the server.
 */
export async function planOf(client: pg.Client, s: Statement): Promise<Plan> {
  await client.query('BEGIN');
  const name = `bench_plan_${++prepared}`;
  try {
    if (s.role) await client.query(`SET LOCAL ROLE "${s.role.replace(/"/g, '')}"`); // the bench connects as the owner
    if (s.tenant !== null) await client.query(`SELECT set_config('trilha.company_id', $1, true)`, [s.tenant]);
    let target = s.text;
    if (s.named) {
      for (let i = 0; i < 5; i++) {
        await client.query('SAVEPOINT bench_plan');
        await client.query({ name, text: s.text, values: s.values });
        await client.query('ROLLBACK TO SAVEPOINT bench_plan');
      }
      // EXPLAIN EXECUTE takes no bind parameters: the values go in as literals (typed by the statement).
      target = `EXECUTE ${name}(${s.values.map((v) => literal(client, v)).join(', ')})`;
    }
    const values = s.named ? [] : s.values;
    type Json = {
      Plan: PlanNode;
      'Execution Time': number;
      'Planning Time': number;
      Triggers?: { 'Trigger Name': string; Calls: number; Time: number }[];
    };
    const json = (await client.query<{ 'QUERY PLAN': [Json] }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${target}`, values))
      .rows[0]!['QUERY PLAN'][0];
    const text = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${target}`, values)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    await client.query('ROLLBACK');
    if (s.named) await client.query(`DEALLOCATE ${name}`);
    const nodes = walk(json.Plan);
    const scans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name']);
    const whole = nodes.filter((n) => n['Index Name'] && n['Relation Name'] && !n['Index Cond']);
    const pages = new Map<string, number>();
    for (const t of new Set([...scans, ...whole].map((n) => n['Relation Name']!)))
      pages.set(
        t,
        (await client.query<{ p: number }>(`SELECT relpages AS p FROM pg_class WHERE oid = to_regclass($1)`, [t])).rows[0]?.p ??
          0,
      );
    return {
      statement: s,
      text,
      executionMs: json['Execution Time'],
      planningMs: json['Planning Time'],
      triggers: (json.Triggers ?? []).map((t) => ({ name: t['Trigger Name'], calls: t.Calls, ms: t.Time })),
      indexes: [...new Set(nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))],
      fullIndexScans: whole.map((n) => ({
        table: n['Relation Name']!,
        index: n['Index Name']!,
        loops: n['Actual Loops'] ?? 1,
        pages: pages.get(n['Relation Name']!)!,
      })),
      seqScans: scans.map((n) => {
        const p = pages.get(n['Relation Name']!)!;
        return { table: n['Relation Name']!, pages: p, loops: n['Actual Loops'] ?? 1, allowed: p <= TINY_PAGES };
      }),
    };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (s.named) await client.query(`DEALLOCATE ${name}`).catch(() => undefined);
    throw e;
  }
}

const oneLine = (sql: string, n = 150) =>
  sql
    .replace(/"public"\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, n);
const describe = (s: Statement) =>
  `as ${s.role}${s.tenant === null ? '' : `, tenant ${s.tenant}`}${s.named ? ', prepared: 6th run' : ''}`;
const scanList = (p: Plan) =>
  p.seqScans.map((s) => `${s.table} (${s.pages} p, ${s.loops}×${s.allowed ? ', tiny' : ''})`).join(', ') || '-';

/**
 * Prints every SELECT of each server for one scenario (time, indexes, seq scans) and the whole
 * plan of its page query (the statement `isPage` picks); answers the floor's failures: every
 * sequential scan of a table larger than TINY_PAGES. The API's are printed as warnings.
 */
export async function checkPlans(
  client: pg.Client,
  scenario: string,
  recorded: Record<'api' | 'floor', Statement[]>,
  isPage: (sql: string) => boolean,
): Promise<string[]> {
  const failures: string[] = [];
  for (const server of ['api', 'floor'] as const) {
    const selects = recorded[server].filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.text));
    console.log(`\n=== plans: ${scenario} / ${server}: ${selects.length} statement(s)`);
    for (const s of selects) {
      const p = await planOf(client, s);
      console.log(`-- ${oneLine(s.text)}  [${describe(s)}]`);
      console.log(
        `   exec ${p.executionMs.toFixed(3)} ms, plan ${p.planningMs.toFixed(3)} ms; indexes: ${p.indexes.join(', ') || '-'}; seq scans: ${scanList(p)}`,
      );
      if (isPage(s.text)) console.log(p.text.replace(/^/gm, '   | '));
      for (const scan of p.seqScans.filter((x) => !x.allowed)) {
        const msg = `${scenario} / ${server}: Seq Scan on ${scan.table} (${scan.pages} pages > ${TINY_PAGES}, ${scan.loops} loop(s)) in: ${oneLine(s.text, 100)}`;
        if (server === 'floor') failures.push(msg);
        else console.log(`   WARNING ${msg}`);
      }
    }
  }
  return failures;
}

/**
 * Prints every statement of `statements` (reads and writes alike) with its timing, indexes, seq
 * scans and triggers, and the whole plan when `full` says so. Writes run inside the rolled-back
 * transaction of planOf, so EXPLAIN ANALYZE leaves nothing behind.
 */
export async function printPlans(
  client: pg.Client,
  title: string,
  statements: Statement[],
  full: (sql: string) => boolean = () => false,
): Promise<Plan[]> {
  const plans: Plan[] = [];
  const sql = statements.filter((s) => /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(s.text));
  console.log(`\n=== plans: ${title}: ${sql.length} statement(s)`);
  for (const s of sql) {
    const p = await planOf(client, s);
    plans.push(p);
    console.log(`-- ${oneLine(s.text)}  [${describe(s)}]`);
    const triggers = p.triggers.map((t) => `${t.name} ${t.ms.toFixed(3)} ms/${t.calls}`).join(', ');
    console.log(
      `   exec ${p.executionMs.toFixed(3)} ms, plan ${p.planningMs.toFixed(3)} ms; indexes: ${p.indexes.join(', ') || '-'}; seq scans: ${scanList(p)}${triggers ? `; triggers: ${triggers}` : ''}`,
    );
    if (full(s.text)) console.log(p.text.replace(/^/gm, '   | '));
  }
  return plans;
}
