import { Prisma } from '@trilha/db';
import {
  REPORT_MESSAGES as M,
  STUDENT_LOG_PDF_MAX_ROWS,
  STUDENT_LOGS_PDF_EXPORT,
  studentLogsPdfPaths,
  type StudentLogsPdf,
  type StudentLogsPdfQuery,
  type StudentLogsPdfResponse,
} from '@trilha/shared/reports';
import { studentLogWhere } from '@trilha/queries/student-logs';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import type { ExportFile, ExportKind, ExportRecord } from '../../kit/exports.ts';
import { appError } from '../../kit/errors.ts';
import { requireFilters, studentLogTutorScope } from './student-log-filters.ts';
import type { ExportLocale } from '@trilha/shared/locale';

/**
 * The student-log PDF as a kind of export (docs/exports.md): the exports module records, finds and
 * serves it; the pages are written by the worker's reports producer, which sends `.pdf.created` /
 * `.pdf.failed` on student-logs-pdf.{requester}.
 */
export const studentLogsPdfExport: ExportKind = {
  kind: STUDENT_LOGS_PDF_EXPORT,
  permission: 'reports:student-logs',
  job: (company_id, request_id, locale) => ({
    name: 'reports.student-logs-pdf',
    payload: { company_id, request_id, locale },
    // One job per request: enqueueing twice (a retried request handler) makes one PDF.
    jobId: `student-logs-pdf-${company_id}-${request_id}`,
  }),
  file: {
    contentType: 'application/pdf',
    disposition: 'inline',
    name: (r) => `relatorio-alunos-${r.createdAt.toISOString().slice(0, 10)}-${r.id}.pdf`,
  },
  errors: { notFound: 'STUDENT_LOG_PDF_NOT_FOUND', notReady: 'STUDENT_LOG_PDF_NOT_READY', failed: 'STUDENT_LOG_PDF_FAILED' },
};

const present = (r: ExportRecord): StudentLogsPdf => ({
  id: r.id,
  // This route's word for a written file is "done" (001: `.pdf.created`).
  status: r.status === 'ready' ? 'done' : r.status,
  row_count: Number(r.filters.row_count ?? 0),
  pdf_url: studentLogsPdfPaths.file(r.id),
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/**
 * GET /logs/student/pdf: refuses what would be an empty or an oversized PDF at once (001 L120
 * 'Nenhum registro encontrado para Dowload!'; over STUDENT_LOG_PDF_MAX_ROWS: refine the filters),
 * records the export with its filters (the exports table) and enqueues the job; 202 'Gerando
 * Relatório!'. The PDF arrives later by `.pdf.created` on student-logs-pdf.{userId} (001 L100).
 */
export async function requestStudentLogsPdf(
  deps: Pick<AppDeps, 'db' | 'exports' | 'domainEvents' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  q: StudentLogsPdfQuery,
  locale: ExportLocale = 'pt-BR',
): Promise<StudentLogsPdfResponse> {
  const tutorId = studentLogTutorScope(actor);
  const where = studentLogWhere(tenant.companyId, requireFilters(q), tenant.timeZone, tutorId);
  // Counted up to one past the cap: never more rows than that are read to decide.
  const [count] = await deps.db.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM activity_log a WHERE ${where} LIMIT ${STUDENT_LOG_PDF_MAX_ROWS + 1}) x`);
  const n = count?.n ?? 0;
  if (n === 0) throw appError('STUDENT_LOG_NOTHING_TO_DOWNLOAD');
  if (n > STUDENT_LOG_PDF_MAX_ROWS)
    throw appError('STUDENT_LOG_TOO_MANY_ROWS', {
      message: M.studentLogTooManyRows.replace('{max}', STUDENT_LOG_PDF_MAX_ROWS.toLocaleString('pt-BR')),
    });
  const filters = {
    ...(q.user_name ? { user_name: q.user_name } : {}),
    ...(q.start_date_time ? { start_date_time: q.start_date_time } : {}),
    ...(q.end_date_time ? { end_date_time: q.end_date_time } : {}),
    ...(q['disciplines_ids[]']?.length ? { 'disciplines_ids[]': q['disciplines_ids[]'] } : {}),
    time_zone: tenant.timeZone,
    // The scope as decided now: the worker writes exactly the rows this caller may read.
    tutor_id: tutorId,
    company_name: tenant.name,
    row_count: n,
    // The host's branding as it is now (the PDF is the company's document): its colour and, when
    // it has one, its logo's storage key (the worker reads the file; PNG or JPEG only).
    brand: await brandOf(deps, tenant),
  };
  const row = await deps.exports.start(tenant, actor, STUDENT_LOGS_PDF_EXPORT, filters, {
    locale,
    // For the audit log (docs/audit.md): who exported the learners' activity log.
    audit: (tx, id) =>
      deps.domainEvents.publish(tx, tenant.companyId, 'student-logs-pdf.requested', {
        request_id: id,
        actor_id: actor.id,
        row_count: n,
      }),
  });
  return { message: M.studentLogPdfQueued, data: present(row) };
}

/** GET /logs/student/pdf/{id}: where the PDF stands (a screen that missed the live event reads it here). */
export async function getStudentLogsPdf(deps: Pick<AppDeps, 'exports'>, actor: Actor, id: number): Promise<StudentLogsPdf> {
  return present(await deps.exports.findOwn(actor, id, STUDENT_LOGS_PDF_EXPORT));
}

/** GET /logs/student/pdf/{id}/file: the PDF (written: 200; pending: 409; failed: 410), its requester's alone. */
export const downloadStudentLogsPdf = (
  deps: Pick<AppDeps, 'exports'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<ExportFile> => deps.exports.openFile(tenant, actor, id, STUDENT_LOGS_PDF_EXPORT);

/** The consumer's colour and logo (a public storage key), for the PDF's header. */
async function brandOf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
): Promise<{ color: string; logo_key: string | null }> {
  const c = await deps.db.consumer.findUnique({ where: { id: tenant.consumerId }, select: { primaryColor: true, photo: true } });
  return { color: c?.primaryColor ?? '#ea580c', logo_key: c?.photo ? deps.storage.keyOfUrl(c.photo) : null };
}
