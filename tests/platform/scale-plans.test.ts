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

beforeAll(async () => {
  const s = await resolveServices();
  adminUrl = s.services.postgresAdminUrl;
  stop = s.stop;
  url = withDatabase(adminUrl, `trilha_scale_plans_${process.pid}`);
  await seedScaleDatabase(url, { scale: 0.01 });
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
  it('answers every list with a full page', () => {
    expect(lists.map((l) => [l.list.name, l.status])).toEqual(lists.map((l) => [l.list.name, 200]));
    expect(lists.map((l) => l.list.name)).toEqual([
      'disciplines (manager)',
      'disciplines (student)',
      'users (manager)',
      'inscriptions (manager)',
      'grades (manager)',
      'item attempts (manager)',
      'question search (manager)',
      'notifications (student)',
    ]);
  });

  it('reads no large table by a sequential scan or a whole-index walk', () => {
    expect(planFailures(lists)).toEqual([]);
  });

  it('searches the question bank through its trigram indexes', () => {
    const search = lists.find((l) => l.list.name.startsWith('question search'))!;
    const used = search.plans.flatMap((p) => p.indexes);
    expect(used).toContain('questions_title_trgm_idx');
    expect(used).toContain('questions_text_trgm_idx');
  });
});
