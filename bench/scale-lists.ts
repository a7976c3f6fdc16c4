/**
 * The main lists of a tenant seeded by bench/seed-scale.ts, as the screens ask for them: what
 * bench/scale.bench.ts measures on a big and a small tenant, and what
 * tests/platform/scale-plans.test.ts (and `tsx bench/scale-explain.ts`) EXPLAIN. One list per
 * route and role that reads differently; the ids (a discipline, one of its quizzes) are the
 * student's own, found in the seeded data, so every list is a page a person would open.
 */
import pg from 'pg';
import { createPrismaClient, issueAccessToken } from '@trilha/db';
import type { ScaleSeeded } from './seed-scale.ts';

export type Who = 'manager' | 'student';
/**
 * `largerAnswer`: the big tenant's answer holds more (a fuller page, more matches), so the list is
 * shown for information and not held to the 1.5× goal, which compares the same answer at two
 * sizes (docs/benchmarks.md "What the goal compares").
 */
export type ScaleList = { name: string; who: Who; path: string; largerAnswer?: true };
export type ScaleTarget = {
  host: string;
  lists: ScaleList[];
  tokens: Record<Who, string>;
  /** The tenant's company and the student's discipline (the lists' class): for the worker's grades CSV. */
  companyId: number;
  disciplineId: number;
};

/** Two words of the seeded question texts (bench/seed-scale.ts WORDS) in a row: 1 question in 100 at every scale (500 of 50,000). */
export const SEARCH = 'fotossíntese e revolução';

/** Email of the first student of a seeded tenant (seed-scale.ts numbers people: 0 manager, 1..T teachers). */
async function actorsOf(client: pg.Client, domain: string): Promise<Record<Who, { id: number }>> {
  const { rows } = await client.query<{ id: number; type: string }>(
    `SELECT DISTINCT ON (u.type) u.id, u.type::text AS type FROM users u
      WHERE u.email LIKE $1 || '-%@scale.local' AND u.type IN ('manager', 'student') ORDER BY u.type, u.email`,
    [domain],
  );
  const by = Object.fromEntries(rows.map((r) => [r.type, { id: r.id }]));
  if (!by.manager || !by.student) throw new Error(`tenant ${domain}: no seeded manager/student (run pnpm seed:scale)`);
  return by as Record<Who, { id: number }>;
}

/** The lists of tenant `domain` in the database of `url`, with fresh tokens for its manager and student. */
export async function scaleTarget(url: string, domain: string | Pick<ScaleSeeded, 'domain'> = 'scale'): Promise<ScaleTarget> {
  const label = typeof domain === 'string' ? domain : domain.domain;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const actors = await actorsOf(client, label);
    // The student's first active discipline and its first quiz (200 attempts at every scale).
    const {
      rows: [d],
    } = await client.query<{ company_id: number; discipline_id: number; quiz_id: number; discipline_name: string }>(
      `SELECT i.company_id, i.discipline_id,
              (SELECT dd.name FROM disciplines dd WHERE dd.company_id = i.company_id AND dd.id = i.discipline_id) AS discipline_name,
              (SELECT min(m.id) FROM material_items m WHERE m.company_id = i.company_id AND m.discipline_id = i.discipline_id AND m.type = 'quiz') AS quiz_id
         FROM discipline_inscriptions i
        WHERE i.user_id = $1 AND i.status = 'active' ORDER BY i.discipline_id LIMIT 1`,
      [actors.student.id],
    );
    if (!d) throw new Error(`tenant ${label}: the student has no active inscription`);
    const db = createPrismaClient(url, { max: 1 });
    let tokens: Record<Who, string>;
    try {
      tokens = {
        manager: (await issueAccessToken(db, actors.manager.id)).token,
        student: (await issueAccessToken(db, actors.student.id)).token,
      };
    } finally {
      await db.$disconnect();
    }
    const lists: ScaleList[] = [
      { name: 'disciplines (manager)', who: 'manager', path: '/disciplines', largerAnswer: true },
      // The small tenant has 10 disciplines (the demo's 12): its first page holds 10 rows, the
      // big one's 30. The same page size on both sides tells a row's cost from the page's size.
      { name: 'disciplines, 10 a page (manager)', who: 'manager', path: '/disciplines?per_page=10' },
      { name: 'disciplines (student)', who: 'student', path: '/disciplines' },
      { name: 'users (manager)', who: 'manager', path: '/users' },
      { name: 'inscriptions (manager)', who: 'manager', path: `/discipline-inscriptions?discipline_id=${d.discipline_id}` },
      { name: 'grades (manager)', who: 'manager', path: `/disciplines/${d.discipline_id}/grades` },
      { name: 'item attempts (manager)', who: 'manager', path: `/material-items/${d.quiz_id}/attempts` },
      {
        name: 'question search (manager)',
        who: 'manager',
        path: `/quizzes?search=${encodeURIComponent(SEARCH)}`,
        largerAnswer: true, // 500 matches in the big bank, 5 in the small one
      },
      // The same 50 matches on both sides (the texts of one discipline's questions end in "com um
      // exemplo de <its name>."): only the bank's size differs, 500 questions or 50,000.
      {
        name: 'question search, same 50 matches (manager)',
        who: 'manager',
        path: `/quizzes?search=${encodeURIComponent(`exemplo de ${d.discipline_name}.`)}`,
      },
      { name: 'notifications (student)', who: 'student', path: '/notifications' },
    ];
    return { host: `${label}.localhost`, lists, tokens, companyId: d.company_id, disciplineId: d.discipline_id };
  } finally {
    await client.end();
  }
}
