import { Prisma, tenantKey } from '@trilha/db';
import {
  REPORT_MESSAGES as M,
  STUDENT_LOG_PDF_MAX_ROWS,
  STUDENT_LOG_PDF_TYPE,
  studentLogsPdfKey,
  studentLogsPdfPaths,
  type StudentLogsPdf,
  type StudentLogsPdfQuery,
  type StudentLogsPdfResponse,
} from '@trilha/shared/reports';
import { studentLogWhere } from '@trilha/queries/student-logs';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import type { FileAnswer } from '../../kit/file-answer.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { requireFilters, studentLogTutorScope } from './student-log-filters.ts';
import type { ExportLocale } from '@trilha/shared/locale';

const select = { id: true, status: true, filters: true, createdAt: true, finishedAt: true } as const;
type RequestRow = {
  id: number;
  status: StudentLogsPdf['status'];
  filters: unknown;
  createdAt: Date;
  finishedAt: Date | null;
};

const present = (r: RequestRow): StudentLogsPdf => ({
  id: r.id,
  status: r.status,
  row_count: Number((r.filters as { row_count?: number } | null)?.row_count ?? 0),
  pdf_url: studentLogsPdfPaths.file(r.id),
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/**
 * GET /logs/student/pdf: refuses what would be an empty or an oversized PDF at once (001 L120
 * 'Nenhum registro encontrado para Dowload!'; over STUDENT_LOG_PDF_MAX_ROWS: refine the filters),
 * records the request with its filters (report_requests) and enqueues the job; 202 'Gerando
 * Relatório!'. The PDF arrives later by `.pdf.created` on student-logs-pdf.{userId} (001 L100).
 */
export async function requestStudentLogsPdf(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'domainEvents' | 'storage'>,
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
  const row = await deps.db.$transaction(async (tx) => {
    const r = await tx.reportRequest.create({ data: { userId: actor.id, type: STUDENT_LOG_PDF_TYPE, filters } as never, select });
    // For the audit log (docs/audit.md): who exported the learners' activity log.
    await deps.domainEvents.publish(tx, tenant.companyId, 'student-logs-pdf.requested', {
      request_id: r.id,
      actor_id: actor.id,
      row_count: n,
    });
    return r;
  });
  try {
    await deps.jobs.enqueue(
      'reports.student-logs-pdf',
      { company_id: tenant.companyId, request_id: row.id, locale },
      // One job per request: enqueueing twice (a retried request handler) makes one PDF.
      { jobId: `student-logs-pdf-${tenant.companyId}-${row.id}` },
    );
  } catch (err) {
    // No worker will ever pick it up: say so instead of leaving it pending forever.
    await deps.db.reportRequest.update({ where: tenantKey(row.id), data: { status: 'failed', finishedAt: new Date() } });
    throw err;
  }
  return { message: M.studentLogPdfQueued, data: present(row) };
}

/** A PDF request, only for the person who asked it (anyone else, another tenant included: 404). */
async function findOwnRequest(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<RequestRow> {
  const row = await deps.db.reportRequest.findFirst({ where: { id, userId: actor.id, type: STUDENT_LOG_PDF_TYPE }, select });
  if (!row) throw appError('STUDENT_LOG_PDF_NOT_FOUND');
  return row;
}

/** GET /logs/student/pdf/{id}: where the PDF stands (a screen that missed the live event reads it here). */
export async function getStudentLogsPdf(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<StudentLogsPdf> {
  return present(await findOwnRequest(deps, actor, id));
}

/** GET /logs/student/pdf/{id}/file: the PDF, streamed from private storage to its requester only. */
export async function downloadStudentLogsPdf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<FileAnswer> {
  const row = await findOwnRequest(deps, actor, id);
  if (row.status === 'failed') throw appError('STUDENT_LOG_PDF_FAILED');
  if (row.status !== 'done') throw appError('STUDENT_LOG_PDF_NOT_READY');
  const object = await deps.storage.open(studentLogsPdfKey(tenant.companyId, row.id));
  if (!object) throw appError('STUDENT_LOG_PDF_FAILED');
  const day = row.createdAt.toISOString().slice(0, 10);
  return {
    body: object.body,
    contentType: 'application/pdf',
    size: object.size,
    disposition: contentDisposition('inline', `relatorio-alunos-${day}-${row.id}.pdf`),
  };
}

/** The consumer's colour and logo (a public storage key), for the PDF's header. */
async function brandOf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
): Promise<{ color: string; logo_key: string | null }> {
  const c = await deps.db.consumer.findUnique({ where: { id: tenant.consumerId }, select: { primaryColor: true, photo: true } });
  return { color: c?.primaryColor ?? '#ea580c', logo_key: c?.photo ? deps.storage.keyOfUrl(c.photo) : null };
}
