// Audit: what the demo's staff did over the last weeks in the audit log (docs/audit.md), derived
// set-based from what earlier steps made, as the reports step does for the activity log (the same
// negative `source_event_id`s, so a re-run inserts nothing twice).
import type { SeedContext, SeedStep } from '../context.ts';
import { SOURCE } from './reports.ts';

async function seedAudit(ctx: SeedContext, companyId: number): Promise<void> {
  const { manager, student, extras, users } = ctx.get('demoPeople');
  const admin = users.get('admin@demo.trilha.dev')?.id ?? null;
  const first = ctx.get('demoDisciplines')[0]?.id ?? null;
  // The admin opened the company and its people five weeks ago (one a minute, in the members'
  // order); the manager renamed two learners, exported grades and asked for the learners' report;
  // the admin accessed the student's account to check a complaint.
  await ctx.tx.$executeRaw`
    WITH members AS (
      SELECT u.id, u.type::text AS type, row_number() OVER (ORDER BY u.id) AS n
        FROM users u JOIN company_users cu ON cu.user_id = u.id AND cu.company_id = ${companyId}
    ), entries AS (
      SELECT ${admin}::int AS actor_id, 'company.created' AS action, 'company' AS target_type, ${companyId}::int AS target_id,
             NULL::text AS ip, '{}'::jsonb AS metadata, ${ctx.ago(35)}::timestamptz AS created_at, 1 AS src, 0::bigint AS row_id
      UNION ALL
      SELECT ${admin}, 'user.created', 'user', m.id, NULL, jsonb_build_object('type', m.type),
             ${ctx.ago(35)}::timestamptz + m.n * interval '1 minute', 2, m.id
        FROM members m
      UNION ALL
      SELECT ${admin}, 'company.updated', 'company', ${companyId}, NULL, '{"fields": ["primary_color", "photo"]}',
             ${ctx.ago(34)}::timestamptz, 3, 0
      UNION ALL
      SELECT ${manager}, 'user.updated', 'user', x.id, NULL, '{"fields": ["name"]}', ${ctx.ago(20)}::timestamptz + x.k * interval '2 hours', 4, x.id
        FROM unnest(${extras.slice(0, 2)}::int[]) WITH ORDINALITY x(id, k)
      UNION ALL
      SELECT ${manager}, 'grade-export.requested', 'discipline', ${first}, NULL, '{}', ${ctx.ago(9, 3)}::timestamptz, 5, 0
       WHERE ${first}::int IS NOT NULL
      UNION ALL
      SELECT ${manager}, 'session-export.requested', 'session_export', NULL, NULL, '{}', ${ctx.ago(6, 5)}::timestamptz, 6, 0
      UNION ALL
      SELECT ${admin}, 'access-as.opened', 'user', ${student}, '203.0.113.24', '{}', ${ctx.ago(4, 2)}::timestamptz, 7, 0
      UNION ALL
      SELECT ${admin}, 'access-as.closed', 'user', ${student}, NULL, '{"how": "exit"}', ${ctx.ago(4, 2)}::timestamptz + interval '6 minutes', 8, 0
      UNION ALL
      SELECT r.requested_by_id, 'student-logs-pdf.requested', 'report_request', r.id, NULL, '{"row_count": 42}', r.created_at, 9, r.id
        FROM exports r WHERE r.company_id = ${companyId} AND r.kind = 'student-logs-pdf'
    )
    INSERT INTO audit_log (company_id, actor_id, action, target_type, target_id, ip, metadata, source_event_id, created_at)
    SELECT ${companyId}, actor_id, action, target_type, target_id, ip, metadata, -(src * ${SOURCE}::bigint + row_id), created_at
      FROM entries
    ON CONFLICT (company_id, source_event_id) DO NOTHING`;
}

export const audit: SeedStep = {
  name: 'audit',
  after: ['reports'],
  async run(ctx) {
    await seedAudit(ctx, ctx.get('demoCompanyId'));
  },
};
