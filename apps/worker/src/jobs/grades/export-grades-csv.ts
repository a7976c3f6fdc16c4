import { randomUUID } from 'node:crypto';
import { runAsTenant, type TenantDb, tenantKey } from '@trilha/db';
import { RETRY_POLICY, UnrecoverableError, type JobHandler } from '@trilha/jobs';
import { exportGradesQuerySchema } from '@trilha/shared/grades';
import type { FileStorage } from '@trilha/storage';
import { gradeCsvChunks } from './grades-csv.ts';

/**
 * grades.export-csv: writes the CSV of a GradeExport row in the requester's language (the job's
 * locale), streamed from PostgreSQL (one COPY, csv/copy.ts) to private storage (`private/c<company>/grades/…`), then marks the row ready with its row count.
 * A run on a row no longer pending does nothing (a retry after success). The last failed attempt
 * marks it failed, so the screen stops waiting.
 */
export function exportGradesCsv(deps: { tenantDb: TenantDb; storage: FileStorage }): JobHandler<'grades.export-csv'> {
  return (payload, ctx) =>
    runAsTenant(payload.company_id, async () => {
      const db = deps.tenantDb;
      const exp = await db.gradeExport.findFirst({
        where: { id: payload.export_id },
        select: { id: true, disciplineId: true, status: true, filters: true },
      });
      if (!exp) throw new UnrecoverableError(`grade export ${payload.export_id} not found`);
      if (exp.status !== 'pending') return;
      const filters = exportGradesQuerySchema.safeParse(exp.filters);
      if (!filters.success) {
        await markFailed(db, exp.id);
        throw new UnrecoverableError(`grade export ${exp.id}: stored filters are invalid`);
      }
      const key = `private/c${payload.company_id}/grades/export-${exp.id}-${randomUUID()}.csv`;
      let rows = 0;
      try {
        const chunks = gradeCsvChunks(
          db,
          { companyId: payload.company_id, disciplineId: exp.disciplineId, filters: filters.data, locale: payload.locale },
          (n) => void (rows += n),
        );
        await deps.storage.put(key, chunks, 'text/csv; charset=utf-8');
        // Only a row still pending: a run of the same job alongside (its first worker stalled,
        // not dead, while BullMQ handed it on) may have finished first; then this file goes.
        const { count } = await db.gradeExport.updateMany({
          where: { id: exp.id, status: 'pending' },
          data: { status: 'ready', storageKey: key, rowCount: rows, finishedAt: new Date() },
        });
        if (count === 0) {
          await deps.storage.delete(key);
          return;
        }
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        if (ctx.attempt >= RETRY_POLICY.attempts) await markFailed(db, exp.id);
        throw err;
      }
      ctx.logger.info({ jobId: ctx.id, exportId: exp.id, rows }, 'grades: CSV written');
    });
}

const markFailed = (db: TenantDb, id: number) =>
  db.gradeExport.update({ where: tenantKey(id), data: { status: 'failed', finishedAt: new Date() } });
