import { randomUUID } from 'node:crypto';
import { runAsTenant, type TenantDb, tenantKey } from '@trilha/db';
import { RETRY_POLICY, UnrecoverableError, type JobHandler } from '@trilha/jobs';
import { sessionExportFiltersSchema, sessionExportPaths } from '@trilha/shared/sessions';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { FileStorage } from '@trilha/storage';
import { sessionCsvChunks } from './sessions-csv.ts';

/**
 * sessions.export-csv: writes the CSV of a SessionExport row in the requester's language (the job's
 * locale), streamed from PostgreSQL (one COPY, csv/copy.ts) to private storage (`private/c<company>/sessions/…`), marks it ready with its row count,
 * then tells the requester live (`.sessions.exported`). A run on a row no longer pending does
 * nothing (a retry after success). The last failed attempt marks it failed and says so live.
 */
export function exportSessionsCsv(deps: {
  tenantDb: TenantDb;
  storage: FileStorage;
  emitter: Pick<RealtimeEmitter, 'toUser'>;
}): JobHandler<'sessions.export-csv'> {
  return (payload, ctx) =>
    runAsTenant(payload.company_id, async () => {
      const db = deps.tenantDb;
      const exp = await db.sessionExport.findFirst({
        where: { id: payload.export_id },
        select: { id: true, requestedById: true, status: true, filters: true },
      });
      if (!exp) throw new UnrecoverableError(`session export ${payload.export_id} not found`);
      if (exp.status !== 'pending') return;
      const url = sessionExportPaths.file(exp.id);
      const failed = async () => {
        await db.sessionExport.update({ where: tenantKey(exp.id), data: { status: 'failed', finishedAt: new Date() } });
        deps.emitter.toUser(exp.requestedById, '.sessions.exported', { id: exp.id, status: 'failed', url });
      };
      const stored = sessionExportFiltersSchema.safeParse(exp.filters);
      if (!stored.success) {
        await failed();
        throw new UnrecoverableError(`session export ${exp.id}: stored filters are invalid`);
      }
      const { time_zone: timeZone, ...filters } = stored.data;
      const key = `private/c${payload.company_id}/sessions/export-${exp.id}-${randomUUID()}.csv`;
      let rows = 0;
      try {
        const chunks = sessionCsvChunks(
          db,
          { companyId: payload.company_id, filters, timeZone, now: new Date(), locale: payload.locale },
          (n) => void (rows += n),
        );
        await deps.storage.put(key, chunks, 'text/csv; charset=utf-8');
        await db.sessionExport.update({
          where: tenantKey(exp.id),
          data: { status: 'ready', storageKey: key, rowCount: rows, finishedAt: new Date() },
        });
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        if (ctx.attempt >= RETRY_POLICY.attempts) await failed();
        throw err;
      }
      deps.emitter.toUser(exp.requestedById, '.sessions.exported', { id: exp.id, status: 'ready', url });
      ctx.logger.info({ jobId: ctx.id, exportId: exp.id, rows }, 'sessions: CSV written');
    });
}
