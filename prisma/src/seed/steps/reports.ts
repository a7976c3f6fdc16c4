// Reports: the demo's finished learners' report request, and its history (issue 29 item 28): what
// its learners did over the last weeks in the activity log (the student-log report,
// docs/reports.md; what its staff did is the audit step's), so the report has something to show
// on a fresh `pnpm start`. Derived set-based from what earlier steps made (study sessions, progress, attempts, submissions,
// comments): one INSERT … SELECT per table, dated as those rows are, so the history agrees with
// the rest of the demo and is the same on every seed.
//
// The rows are written as the subscribers would have written them, keyed by a `source_event_id`
// no real event has (negative: domain_events ids are positive), so a re-run inserts nothing twice
// (ON CONFLICT DO NOTHING) and a later real event never collides with the seed.
import { at, type SeedContext, type SeedStep } from '../context.ts';

/** A seeded row's source id: -(kind * 10^9 + the row it comes from). */
export const SOURCE = 1_000_000_000;

async function activity(ctx: SeedContext, companyId: number): Promise<void> {
  // Only learners' facts (the policy's reports:logged: students), as log-activity.ts inserts them.
  await ctx.tx.$executeRaw`
    WITH learners AS (
      SELECT u.id FROM users u JOIN company_users cu ON cu.user_id = u.id AND cu.company_id = ${companyId}
       WHERE u.type = 'student'
    ), facts AS (
      -- A sign-in a few minutes before each study session.
      SELECT s.user_id, 'signed_in' AS kind, NULL::int AS discipline_id, NULL::int AS material_item_id,
             NULL::int AS subject_id, '{}'::jsonb AS details, s.started_at - interval '3 minutes' AS occurred_at,
             1 AS src, s.id::bigint AS row_id
        FROM study_sessions s WHERE s.company_id = ${companyId} AND s.user_id IN (SELECT id FROM learners)
      UNION ALL
      -- An item opened, then completed a quarter of an hour later.
      SELECT p.user_id, 'item_opened', p.discipline_id, p.material_item_id, NULL, '{}', p.checked_at - interval '17 minutes', 2, p.id
        FROM material_item_progress p
       WHERE p.company_id = ${companyId} AND p.checked AND p.checked_at IS NOT NULL AND p.user_id IN (SELECT id FROM learners)
      UNION ALL
      SELECT p.user_id, 'item_completed', p.discipline_id, p.material_item_id, NULL, '{}', p.checked_at, 3, p.id
        FROM material_item_progress p
       WHERE p.company_id = ${companyId} AND p.checked AND p.checked_at IS NOT NULL AND p.user_id IN (SELECT id FROM learners)
      UNION ALL
      -- A quiz opened when its attempt started, and the finished attempt with its score.
      SELECT a.user_id, 'item_opened', i.discipline_id, a.material_item_id, NULL, '{}', a.started_at - interval '1 minute', 4, a.id
        FROM attempts a JOIN material_items i ON i.company_id = a.company_id AND i.id = a.material_item_id
       WHERE a.company_id = ${companyId} AND a.user_id IN (SELECT id FROM learners)
      UNION ALL
      SELECT a.user_id, 'attempt_finished', i.discipline_id, a.material_item_id, a.id, jsonb_build_object('score', a.score),
             a.finished_at, 5, a.id
        FROM attempts a JOIN material_items i ON i.company_id = a.company_id AND i.id = a.material_item_id
       WHERE a.company_id = ${companyId} AND a.status = 'finished' AND a.finished_at IS NOT NULL
         AND a.user_id IN (SELECT id FROM learners)
      UNION ALL
      SELECT s.user_id, 'assignment_submitted', i.discipline_id, s.material_item_id, s.id, jsonb_build_object('first', true),
             s.submitted_at, 6, s.id
        FROM assignment_submissions s JOIN material_items i ON i.company_id = s.company_id AND i.id = s.material_item_id
       WHERE s.company_id = ${companyId} AND s.user_id IN (SELECT id FROM learners)
      UNION ALL
      SELECT c.author_id, 'comment_sent', f.discipline_id, NULL, c.id,
             jsonb_build_object('forum_id', c.forum_id, 'reply', c.parent_id IS NOT NULL), c.created_at, 7, c.id
        FROM forum_comments c JOIN forums f ON f.company_id = c.company_id AND f.id = c.forum_id
       WHERE c.company_id = ${companyId} AND c.deleted_at IS NULL AND c.author_id IN (SELECT id FROM learners)
    )
    INSERT INTO activity_log (company_id, user_id, kind, discipline_id, material_item_id, subject_id, details, occurred_at, source_event_id)
    SELECT ${companyId}, user_id, kind::"ActivityKind", discipline_id, material_item_id, subject_id, details, occurred_at,
           -(src * ${SOURCE}::bigint + row_id)
      FROM facts
     WHERE occurred_at IS NOT NULL AND occurred_at <= ${ctx.now}
    ON CONFLICT (company_id, source_event_id) DO NOTHING`;
}

async function reportRequest(ctx: SeedContext, companyId: number): Promise<void> {
  const { tx, ago } = ctx;
  const { manager } = ctx.get('demoPeople');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  // A student-log PDF asked two days ago (docs/exports.md); its file is not seeded (the link: 410).
  await tx.export.create({
    data: {
      companyId,
      kind: 'student-logs-pdf',
      requestedById: manager,
      filters: { user_name: 'Ana', disciplines_ids: [D(0).id, D(1).id] },
      status: 'ready',
      createdAt: ago(2),
      finishedAt: ago(2),
    },
  });
}

export const reports: SeedStep = {
  name: 'reports',
  after: ['progress', 'attempts', 'assignments', 'forums', 'gamification', 'sessions'],
  async run(ctx) {
    const companyId = ctx.get('demoCompanyId');
    await reportRequest(ctx, companyId);
    await activity(ctx, companyId);
  },
};
