import { runAsTenant, tenantPoolOf, type TenantDb } from '@trilha/db';
import { RETRY_POLICY, UnrecoverableError, type JobHandler } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import {
  REPORT_MESSAGES as M,
  STUDENT_LOG_PDF_TEXT,
  STUDENT_LOG_PDF_TYPE,
  studentLogsPdfChannel,
  studentLogsPdfKey,
  studentLogsPdfPaths,
  studentLogsPdfQuerySchema,
} from '@trilha/shared/reports';
import type { FileStorage } from '@trilha/storage';
import { csvDateTimeFormat } from '../../csv/format.ts';
import { studentLogPdfChunks } from './student-logs-document.ts';
import { studentLogPages, studentLogSummary, type Client } from './student-logs-rows.ts';

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
      const locale = payload.locale ?? 'pt-BR';
      const text = STUDENT_LOG_PDF_TEXT[locale];
      const brand = (stored as { brand?: { color?: unknown; logo_key?: unknown } } | null)?.brand;
      let rows = 0;
      try {
        const query = {
          companyId: payload.company_id,
          filters: filters.data,
          timeZone,
          tutorId: tutorId as number | null,
          dateTime: csvDateTimeFormat(locale),
          date: locale === 'en' ? 'YYYY-MM-DD' : 'DD/MM/YYYY',
        };
        const logo = typeof brand?.logo_key === 'string' ? await readLogo(deps.storage, brand.logo_key) : null;
        // One connection of the tenant pool (bound to the tenant, row-level security as every query)
        // in one read-only REPEATABLE READ snapshot: the count the heading and "Página X de Y" are
        // made of is exactly the rows the pages then read.
        await withSnapshot(db, async (client) => {
          const summary = await studentLogSummary(client, query);
          const chunks = studentLogPdfChunks(
            {
              text,
              company: typeof stored?.company_name === 'string' ? stored.company_name : '',
              summary,
              search: filters.data.user_name ?? null,
              timeZone,
              generatedAt: new Intl.DateTimeFormat(text.intl, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
                new Date(),
              ),
              brand: { color: typeof brand?.color === 'string' ? brand.color : '#ea580c', logo },
            },
            studentLogPages(client, query),
            (n) => void (rows += n),
          );
          await deps.storage.put(key, chunks, 'application/pdf');
        });
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

/** A logo bigger than this is not read (the PDF's header draws it 40 points wide). */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The company's logo when it is a PNG or JPEG (what pdfkit draws); anything else: no logo. */
async function readLogo(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.open(key).catch(() => null);
  if (!file) return null;
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of file.body) {
    size += (part as Buffer).length;
    if (size > LOGO_MAX_BYTES) return null;
    parts.push(part as Buffer);
  }
  const bytes = Buffer.concat(parts);
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return png || jpeg ? bytes : null;
}

/** Runs `fn` on one tenant-pool connection inside a read-only REPEATABLE READ transaction. */
async function withSnapshot<T>(db: TenantDb, fn: (client: Client) => Promise<T>): Promise<T> {
  const pool = tenantPoolOf(db);
  if (!pool) throw new Error('student-logs PDF: the tenant client has no pool');
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await fn(client as unknown as Client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    broken = await client.query('ROLLBACK').then(
      () => false,
      () => true,
    );
    throw err;
  } finally {
    client.release(broken);
  }
}
