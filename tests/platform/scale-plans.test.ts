import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Before any pool connects: the statements of each request are recorded with their role and tenant.
import { explainScaleLists, installRecorder, planFailures, type ListPlans } from '../../bench/scale-explain.ts';
import { seedScaleDatabase } from '../../bench/seed-scale.ts';
import { withDatabase } from '../support/db-names.ts';
import { resolveServices } from '../support/services.ts';

installRecorder();

/**
 * The main lists' plans on a seeded tenant (issue 21 item 3; docs/benchmarks.md "Big tenants"). A
 * small seed (F = 0.01 of pnpm seed:scale: 1,000 students, 100,000 answers) and the planner told to
 * avoid sequential scans (enable_seqscan = off, for the EXPLAINs only): it then takes one only where
 * no index can serve the read, whatever the table's size, so a list that would read a big tenant's
 * table whole fails here in seconds. The real plans at full size: `tsx bench/scale-explain.ts`.
 */
let adminUrl: string;
let url: string;
let stop: (() => Promise<void>) | undefined;
let lists: ListPlans[];
let companyId: number;

/**
 * Known miss, explained in docs/benchmarks.md "Big tenants": GET /users orders the tenant's
 * members by name, but users are global (one person, several companies), so no index is the
 * tenant's: page 1 walks users (name, id) and checks memberships until it has a page (it stops
 * there: 30 members in the first names). Its total is the kept count (company_member_counts), no
 * longer a read of every member. Listed here so that any other whole read fails, and so that
 * fixing this one shows as a failure to update.
 */
const KNOWN = [/^users \(manager\): whole users_name_id_idx .* SELECT "users"\."id"/];

beforeAll(async () => {
  const s = await resolveServices();
  adminUrl = s.services.postgresAdminUrl;
  stop = s.stop;
  url = withDatabase(adminUrl, `trilha_scale_plans_${process.pid}`);
  companyId = (await seedScaleDatabase(url, { scale: 0.01 })).companyId;
  lists = await explainScaleLists(url, 'scale', { indexesOnly: true });
}, 180_000);

afterAll(async () => {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await c.end();
  await stop?.();
});

describe('plans of the main lists on a seeded tenant', () => {
  it('answers every list with a full page (the worker: two CSV pages)', () => {
    expect(lists.map((l) => [l.list.name, l.status])).toEqual(lists.map((l) => [l.list.name, 200]));
    expect(lists.map((l) => l.list.name)).toEqual([
      'disciplines (manager)',
      'disciplines, 10 a page (manager)',
      'disciplines (student)',
      'users (manager)',
      'inscriptions (manager)',
      'grades (manager)',
      'item attempts (manager)',
      'question search (manager)',
      'question search, same 50 matches (manager)',
      'notifications (student)',
      'grades CSV (worker)',
    ]);
  });

  it('reads no large table by a sequential scan or a whole-index walk', () => {
    const failures = planFailures(lists);
    expect(failures.filter((f) => !KNOWN.some((k) => k.test(f)))).toEqual([]);
    expect(KNOWN.map((k) => failures.some((f) => k.test(f)))).toEqual(KNOWN.map(() => true));
  });

  it('searches the question bank through its trigram indexes', async () => {
    const search = lists.find((l) => l.list.name.startsWith('question search'))!;
    expect(search.plans.some((p) => /trilha_question_search\(/.test(p.statement.text))).toBe(true);
    // Inside the function (SECURITY DEFINER, as the table owner): auto_explain reports the nested
    // statement's plan to this session. A tenant of 500 questions is rightly read through its
    // company_id indexes; without them (dropped in a transaction rolled back) the trigram indexes
    // must serve the pattern, as they do at full size (docs/benchmarks.md "Big tenants").
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const notices: string[] = [];
    c.on('notice', (n) => notices.push(n.message ?? ''));
    try {
      await c.query('BEGIN');
      const { rows: tenantIndexes } = await c.query<{ name: string }>(
        `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'questions' AND indexdef ~ '\\(company_id'`,
      );
      expect(tenantIndexes.length).toBeGreaterThan(0);
      // The primary key leads with company_id too (docs/deployment.md "Running on Citus"): its
      // constraint goes (with the foreign keys into it), the rest are plain indexes.
      const { rows: constraints } = await c.query<{ name: string }>(
        `SELECT conname AS name FROM pg_constraint WHERE conrelid = 'questions'::regclass AND conindid <> 0`,
      );
      const backing = new Set(constraints.map((r) => r.name));
      for (const { name } of tenantIndexes)
        await c.query(backing.has(name) ? `ALTER TABLE questions DROP CONSTRAINT "${name}" CASCADE` : `DROP INDEX "${name}"`);
      await c.query(`LOAD 'auto_explain'`);
      await c.query(`SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on`);
      await c.query(`SET client_min_messages = log; SET enable_seqscan = off`);
      await c.query(`SELECT set_config('trilha.company_id', $1, false)`, [String(companyId)]);
      const { rows } = await c.query(`SELECT * FROM trilha_question_search($1)`, ['%fotossíntese e revolução%']);
      expect(rows.length).toBeGreaterThan(0);
      const plan = notices.find((n) => n.includes('FROM public.questions'));
      expect(plan).toMatch(/questions_title_trgm_idx/);
      expect(plan).toMatch(/questions_text_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    } finally {
      await c.query('ROLLBACK').catch(() => {});
      await c.end();
    }
  });
});
