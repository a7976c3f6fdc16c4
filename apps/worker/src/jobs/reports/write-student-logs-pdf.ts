import { runAsTenant, type TenantDb } from '@trilha/db';
import { RETRY_POLICY, UnrecoverableError, type JobHandler } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import {
  REPORT_MESSAGES as M,
  STUDENT_LOG_PDF_TYPE,
  studentLogsPdfChannel,
  studentLogsPdfKey,
  studentLogsPdfPaths,
  studentLogsPdfQuerySchema,
} from '@trilha/shared/reports';
import type { FileStorage } from '@trilha/storage';
import { studentLogPdfChunks, type PdfHeading } from './student-logs-document.ts';
import { studentLogPages } from './student-logs-rows.ts';

type Deps = { tenantDb: TenantDb; storage: FileStorage; emitter: Pick<RealtimeEmitter, 'emit'> };

/**
 * reports.student-logs-pdf: writes the PDF of a report request (its filters as asked), streamed
 * from PostgreSQL (keyset pages) through pdfkit into private storage, then marks the request done
 * and sends `.pdf.created` (with pdf_url) on student-logs-pdf.{requester}; the last failed attempt
 * marks it failed and sends `.pdf.failed`.
 *
 * Idempotent by the request id: the file's key is the request's (a retry after a crash, even
 * mid-file, rewrites the same key, renamed into place), and only the run that moves the request to
 * done sends `.pdf.created`; a run on a request already done or failed does nothing. So a job
 * killed and retried leaves one PDF and one event.
 */
export function writeStudentLogsPdf(deps: Deps): JobHandler<'reports.student-logs-pdf'> {
  return (payload, ctx) =>
    runAsTenant(payload.company_id, async () => {
      const db = deps.tenantDb;
      const req = await db.reportRequest.findFirst({
        where: { id: payload.request_id, type: STUDENT_LOG_PDF_TYPE },
        select: { id: true, userId: true, status: true, filters: true, createdAt: true },
      });
      if (!req) throw new UnrecoverableError(`student-logs PDF request ${payload.request_id} not found`);
      if (req.status === 'done' || req.status === 'failed') return;
      const channel = studentLogsPdfChannel(req.userId);
      // The request keeps, besides the filters, the company's zone and name as they were when asked,
      // and whose students bound the log (tutor_id; null: the whole company).
      const stored = req.filters as { time_zone?: unknown; company_name?: unknown; tutor_id?: unknown } | null;
      const filters = studentLogsPdfQuerySchema.safeParse(stored);
      const timeZone = typeof stored?.time_zone === 'string' ? stored.time_zone : 'America/Sao_Paulo';
      const tutorId = stored?.tutor_id ?? null;
      if (!filters.success || (tutorId !== null && !Number.isSafeInteger(tutorId))) {
        await settle(db, req.id, 'failed');
        deps.emitter.emit(channel, '.pdf.failed', { request_id: req.id, message: M.studentLogPdfFailed });
        throw new UnrecoverableError(`student-logs PDF request ${req.id}: stored filters are invalid`);
      }
      await db.reportRequest.updateMany({ where: { id: req.id, status: 'pending' }, data: { status: 'processing' } });
      const key = studentLogsPdfKey(payload.company_id, req.id);
      let rows = 0;
      try {
        const chunks = studentLogPdfChunks(
          heading(typeof stored?.company_name === 'string' ? stored.company_name : '', filters.data, timeZone),
          studentLogPages(db, {
            companyId: payload.company_id,
            filters: filters.data,
            timeZone,
            tutorId: tutorId as number | null,
          }),
          (n) => void (rows += n),
        );
        await deps.storage.put(key, chunks, 'application/pdf');
      } catch (err) {
        if (ctx.attempt >= RETRY_POLICY.attempts && (await settle(db, req.id, 'failed')))
          deps.emitter.emit(channel, '.pdf.failed', { request_id: req.id, message: M.studentLogPdfFailed });
        throw err;
      }
      if (await settle(db, req.id, 'done'))
        deps.emitter.emit(channel, '.pdf.created', { request_id: req.id, pdf_url: studentLogsPdfPaths.file(req.id) });
      ctx.logger.info({ jobId: ctx.id, requestId: req.id, rows }, 'reports: student-logs PDF written');
    });
}

/** Moves the request out of pending/processing once; true for the run that did it (it alone tells the user). */
async function settle(db: TenantDb, id: number, status: 'done' | 'failed'): Promise<boolean> {
  const { count } = await db.reportRequest.updateMany({
    where: { id, status: { in: ['pending', 'processing'] } },
    data: {
      status,
      finishedAt: new Date(),
      ...(status === 'done' ? { resultUrl: studentLogsPdfPaths.file(id) } : { error: M.studentLogPdfFailed }),
    },
  });
  return count === 1;
}

function heading(company: string, f: ReturnType<typeof studentLogsPdfQuerySchema.parse>, timeZone: string): PdfHeading {
  const filters: string[] = [];
  if (f.user_name) filters.push(`Aluno: ${f.user_name}`);
  if (f.start_date_time || f.end_date_time) filters.push(`Período: ${f.start_date_time ?? '…'} a ${f.end_date_time ?? '…'}`);
  if (f['disciplines_ids[]']?.length) filters.push(`Disciplinas: ${f['disciplines_ids[]'].length} selecionada(s)`);
  const generatedAt = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date());
  return { title: 'Relatório de atividades dos alunos', company, filters, generatedAt };
}
