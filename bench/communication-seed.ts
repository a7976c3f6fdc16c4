// bench/communication.bench.ts's data, on top of seedBenchDatabase (the bench tenant and its noise
// tenants, 200 users each): NOTIFICATIONS (1M) notifications spread over every user of every
// tenant (the bench student has their share, newest first, 1 in 5 unread), and COMMENTS (100k)
// forum comments in FORUMS forums of the bench tenant: each forum 1/10 first-level comments and 9
// replies under each, 1 in 25 hidden, with the student's votes on some. The first forum is in a
// discipline the student is enrolled in. Set-based inserts (generate_series), then paths and
// counters as the API keeps them (comment-rows.ts: zero-padded ids, thread = the first comment).
import { createHash } from 'node:crypto';
import pg from 'pg';

export const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000_000);
export const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
const FORUMS = 5;

export type CommunicationSeed = { forumId: number; parentId: number; studentNotifications: number };

export async function seedCommunication(url: string, studentToken: string): Promise<CommunicationSeed> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const hash = createHash('sha256').update(studentToken).digest('hex');
    const { rows: who } = await db.query<{ user_id: number; company_id: number }>(
      `SELECT t.user_id, m.company_id FROM access_tokens t JOIN company_users m ON m.user_id = t.user_id WHERE t.token_hash = $1`,
      [hash],
    );
    const { user_id: studentId, company_id: companyId } = who[0]!;

    const { rows: counts } = await db.query<{ users: number }>(`SELECT count(*)::int AS users FROM company_users`);
    const perUser = Math.ceil(NOTIFICATIONS / counts[0]!.users);
    await db.query(
      `INSERT INTO notifications (company_id, user_id, type, title, read_at, discipline_id, subject_id, created_at)
       SELECT m.company_id, m.user_id,
              (ARRAY['MaterialCreated', 'MaterialItemCreated', 'ForumCreated'])[1 + g % 3],
              'Novo conteúdo na disciplina: Aula ' || g,
              CASE WHEN g % 5 = 0 THEN NULL ELSE now() - (g * interval '7 minutes') + interval '1 minute' END,
              d.id, g, now() - (g * interval '7 minutes')
         FROM company_users m
         CROSS JOIN LATERAL (SELECT min(id) AS id FROM disciplines WHERE company_id = m.company_id) d
         CROSS JOIN generate_series(1, $1::int) g`,
      [perUser],
    );

    const { rows: enrolled } = await db.query<{ discipline_id: number }>(
      `SELECT i.discipline_id FROM discipline_inscriptions i JOIN disciplines d ON d.id = i.discipline_id AND d.visible AND d.deleted_at IS NULL
        WHERE i.company_id = $1 AND i.user_id = $2 AND i.status = 'active'
          AND (i.started_at IS NULL OR i.started_at <= now()) AND (i.finished_at IS NULL OR i.finished_at >= now())
        ORDER BY i.discipline_id LIMIT $3`,
      [companyId, studentId, FORUMS],
    );
    if (enrolled.length === 0) throw new Error('the bench student is enrolled in no visible discipline');
    const forumIds: number[] = [];
    for (let f = 0; f < FORUMS; f++) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO forums (company_id, discipline_id, title, updated_at) VALUES ($1, $2, $3, now()) RETURNING id`,
        [companyId, enrolled[f % enrolled.length]!.discipline_id, `Fórum de bench ${f + 1}`],
      );
      forumIds.push(rows[0]!.id);
    }
    const firstLevel = Math.floor(COMMENTS / FORUMS / 10);
    // First-level comments, authors drawn from the tenant's users; 1 in 25 hidden.
    await db.query(
      `INSERT INTO forum_comments (company_id, forum_id, author_id, text, status, votes, created_at, updated_at)
       SELECT $1, f.id, u.ids[1 + (g * 7 + f.n) % array_length(u.ids, 1)], 'Comentário de bench número ' || g || ' com algum texto.',
              (CASE WHEN g % 25 = 0 THEN 'hidden' ELSE 'visible' END)::"CommentStatus", g % 5,
              now() - (g * interval '30 minutes'), now() - (g * interval '30 minutes')
         FROM unnest($2::int[]) WITH ORDINALITY f(id, n)
         CROSS JOIN (SELECT array_agg(user_id ORDER BY user_id) AS ids FROM company_users WHERE company_id = $1) u
         CROSS JOIN generate_series(1, $3::int) g`,
      [companyId, forumIds, firstLevel],
    );
    await db.query(
      `UPDATE forum_comments SET path = lpad(id::text, 10, '0'), thread = id
        WHERE company_id = $1 AND forum_id = ANY($2::int[]) AND parent_id IS NULL`,
      [companyId, forumIds],
    );
    await db.query(
      `INSERT INTO forum_comments (company_id, forum_id, parent_id, thread, depth, author_id, text, status, created_at, updated_at)
       SELECT p.company_id, p.forum_id, p.id, p.id, 1, p.author_id, 'Resposta ' || k || ' ao comentário ' || p.id,
              (CASE WHEN (p.id + k) % 25 = 0 THEN 'hidden' ELSE 'visible' END)::"CommentStatus",
              p.created_at + k * interval '1 minute', p.created_at + k * interval '1 minute'
         FROM forum_comments p CROSS JOIN generate_series(1, 9) k
        WHERE p.company_id = $1 AND p.forum_id = ANY($2::int[]) AND p.parent_id IS NULL`,
      [companyId, forumIds],
    );
    await db.query(
      `UPDATE forum_comments c SET path = p.path || '.' || lpad(c.id::text, 10, '0')
         FROM forum_comments p
        WHERE c.company_id = $1 AND c.forum_id = ANY($2::int[]) AND c.parent_id = p.id AND p.company_id = $1`,
      [companyId, forumIds],
    );
    await db.query(
      `UPDATE forum_comments p SET num_children = 9 WHERE company_id = $1 AND forum_id = ANY($2::int[]) AND parent_id IS NULL`,
      [companyId, forumIds],
    );
    await db.query(
      `UPDATE forums f SET total_comments = (SELECT count(*) FROM forum_comments c WHERE c.company_id = $1 AND c.forum_id = f.id)
        WHERE f.company_id = $1 AND f.id = ANY($2::int[])`,
      [companyId, forumIds],
    );
    // The student's votes: on one first-level comment in 3.
    await db.query(
      `INSERT INTO comment_votes (company_id, comment_id, user_id, vote, updated_at)
       SELECT $1, c.id, $3, CASE WHEN c.id % 2 = 0 THEN 1 ELSE -1 END, now()
         FROM forum_comments c WHERE c.company_id = $1 AND c.forum_id = ANY($2::int[]) AND c.parent_id IS NULL AND c.id % 3 = 0`,
      [companyId, forumIds, studentId],
    );
    const { rows: parent } = await db.query<{ id: number }>(
      `SELECT id FROM forum_comments WHERE company_id = $1 AND forum_id = $2 AND parent_id IS NULL AND status = 'visible'
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [companyId, forumIds[0]],
    );
    await db.query('VACUUM ANALYZE');
    const { rows: n } = await db.query<{ notifications: number; comments: number; mine: number }>(
      `SELECT (SELECT count(*)::int FROM notifications) AS notifications, (SELECT count(*)::int FROM forum_comments) AS comments,
              (SELECT count(*)::int FROM notifications WHERE user_id = $1) AS mine`,
      [studentId],
    );
    console.log(
      `seeded ${n[0]!.notifications} notifications (${n[0]!.mine} the student's) and ${n[0]!.comments} comments in ${FORUMS} forums`,
    );
    return { forumId: forumIds[0]!, parentId: parent[0]!.id, studentNotifications: n[0]!.mine };
  } finally {
    await db.end();
  }
}
