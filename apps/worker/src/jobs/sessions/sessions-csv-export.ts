import { SESSIONS_CSV_EXPORT, sessionExportFiltersSchema, sessionExportPaths } from '@trilha/shared/sessions';
import { defineExportProducer, InvalidExport } from '../../export-producer.ts';
import { sessionCsvChunks } from './sessions-csv.ts';

/**
 * The session data CSV (job sessions.export-csv) in the requester's language: one COPY from
 * PostgreSQL (csv/copy.ts) streamed to private storage (`private/c<company>/sessions/…`) by the
 * exports flow (jobs/exports/run-export.ts), which then tells the requester live
 * (`.sessions.exported`, ready or failed).
 */
export const sessionsCsvProducer = defineExportProducer({
  kind: SESSIONS_CSV_EXPORT,
  job: 'sessions.export-csv',
  exportId: (p) => p.export_id,
  folder: 'sessions',
  extension: 'csv',
  contentType: 'text/csv; charset=utf-8',
  write: async (run, put) => {
    const stored = sessionExportFiltersSchema.safeParse(run.export.filters);
    if (!stored.success) throw new InvalidExport('stored filters are invalid');
    const { time_zone: timeZone, ...filters } = stored.data;
    await put(
      sessionCsvChunks(run.db, { companyId: run.companyId, filters, timeZone, now: new Date(), locale: run.locale }, run.onRows),
    );
  },
  notify: (emitter, e, status) =>
    emitter.toUser(e.requestedById, '.sessions.exported', { id: e.id, status, url: sessionExportPaths.file(e.id) }),
});
