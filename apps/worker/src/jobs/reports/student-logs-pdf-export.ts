import { tenantPoolOf, type TenantDb } from '@trilha/db';
import {
  REPORT_MESSAGES as M,
  STUDENT_LOG_PDF_TEXT,
  STUDENT_LOGS_PDF_EXPORT,
  studentLogsPdfChannel,
  studentLogsPdfPaths,
  studentLogsPdfQuerySchema,
} from '@trilha/shared/reports';
import type { FileStorage } from '@trilha/storage';
import { csvDateTimeFormat } from '../../csv/format.ts';
import { defineExportProducer, InvalidExport } from '../../export-producer.ts';
import { studentLogPdfChunks } from './student-logs-document.ts';
import { studentLogPages, studentLogSummary, type Client } from './student-logs-rows.ts';

/**
 * The student-log PDF (job reports.student-logs-pdf): the export's filters as asked, streamed from
 * PostgreSQL (keyset pages) through pdfkit into private storage by the exports flow
 * (jobs/exports/run-export.ts), which marks it ready and sends `.pdf.created` (with pdf_url) on
 * student-logs-pdf.{requester}, or, when it fails for good, `.pdf.failed` (once, by the run that
 * settled it: a job killed and retried leaves one PDF and one event).
 */
export const studentLogsPdfProducer = defineExportProducer({
  kind: STUDENT_LOGS_PDF_EXPORT,
  job: 'reports.student-logs-pdf',
  exportId: (p) => p.request_id,
  folder: 'reports',
  extension: 'pdf',
  contentType: 'application/pdf',
  write: async (run, put) => {
    // The export keeps, besides the filters, the company's zone and name as they were when asked,
    // and whose students bound the log (tutor_id; null: the whole company).
    const stored = run.export.filters as { time_zone?: unknown; company_name?: unknown; tutor_id?: unknown };
    const filters = studentLogsPdfQuerySchema.safeParse(stored);
    const timeZone = typeof stored.time_zone === 'string' ? stored.time_zone : 'America/Sao_Paulo';
    const tutorId = stored.tutor_id ?? null;
    if (!filters.success || (tutorId !== null && !Number.isSafeInteger(tutorId)))
      throw new InvalidExport('stored filters are invalid');
    const text = STUDENT_LOG_PDF_TEXT[run.locale];
    const brand = (stored as { brand?: { color?: unknown; logo_key?: unknown } }).brand;
    const query = {
      companyId: run.companyId,
      filters: filters.data,
      timeZone,
      tutorId: tutorId as number | null,
      dateTime: csvDateTimeFormat(run.locale),
      date: run.locale === 'en' ? 'YYYY-MM-DD' : 'DD/MM/YYYY',
    };
    const logo = typeof brand?.logo_key === 'string' ? await readLogo(run.storage, brand.logo_key) : null;
    // One connection of the tenant pool (bound to the tenant, row-level security as every query)
    // in one read-only REPEATABLE READ snapshot: the count the heading and "Página X de Y" are
    // made of is exactly the rows the pages then read.
    await withSnapshot(run.db, async (client) => {
      const summary = await studentLogSummary(client, query);
      const chunks = studentLogPdfChunks(
        {
          text,
          company: typeof stored.company_name === 'string' ? stored.company_name : '',
          summary,
          search: filters.data.user_name ?? null,
          timeZone,
          generatedAt: new Intl.DateTimeFormat(text.intl, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
            new Date(),
          ),
          brand: { color: typeof brand?.color === 'string' ? brand.color : '#ea580c', logo },
        },
        studentLogPages(client, query),
        run.onRows,
      );
      await put(chunks);
    });
  },
  notify: (emitter, e, outcome) =>
    outcome === 'ready'
      ? emitter.emit(studentLogsPdfChannel(e.requestedById), '.pdf.created', {
          request_id: e.id,
          pdf_url: studentLogsPdfPaths.file(e.id),
        })
      : emitter.emit(studentLogsPdfChannel(e.requestedById), '.pdf.failed', {
          request_id: e.id,
          message: M.studentLogPdfFailed,
        }),
});

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
