import { randomUUID } from 'node:crypto';
import { runAsTenant, type TenantDb } from '@trilha/db';
import { RETRY_POLICY, UnrecoverableError, type JobHandler } from '@trilha/jobs';
import type { JobName } from '@trilha/shared/jobs';
import type { ExportLocale } from '@trilha/shared/locale';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { FileStorage } from '@trilha/storage';
import { InvalidExport, type ExportProducer } from '../../export-producer.ts';

export type ExportJobDeps = { tenantDb: TenantDb; storage: FileStorage; emitter: Pick<RealtimeEmitter, 'emit' | 'toUser'> };

/**
 * The one worker flow of every export (docs/exports.md): reads the export row of the producer's
 * kind, claims it (pending -> processing), streams the producer's file to private storage under a
 * key of its own run, then settles it: ready (with key and row count) or, on the last attempt,
 * failed; the producer's live event is sent by the run that settled it, once.
 *
 * Idempotent by the export id: a run on an export already ready or failed does nothing; two runs of
 * the same job at once (a stalled worker whose job BullMQ handed on) both write, the first to
 * settle wins and the other deletes its own file. So a job killed and retried leaves one file and
 * one event. The exports table is written here only (the exports domain owns it).
 */
export function exportJob<N extends JobName>(deps: ExportJobDeps, producer: ExportProducer<N>): JobHandler<N> {
  return (payload, ctx) => {
    // Every export job's payload carries its company and, since it travels, the requester's language.
    const { company_id: companyId, locale } = payload as { company_id: number; locale?: ExportLocale };
    return runAsTenant(companyId, async () => {
      const db = deps.tenantDb;
      const id = producer.exportId(payload);
      const exp = await db.export.findFirst({
        where: { id, kind: producer.kind },
        select: { id: true, requestedById: true, status: true, filters: true, createdAt: true },
      });
      if (!exp) throw new UnrecoverableError(`${producer.kind} export ${id} not found`);
      if (exp.status === 'ready' || exp.status === 'failed') return;
      await db.export.updateMany({ where: { id, status: 'pending' }, data: { status: 'processing' } });

      const settle = async (data: { status: 'ready'; storageKey: string; rowCount: number } | { status: 'failed' }) => {
        const { count } = await db.export.updateMany({
          where: { id, status: { in: ['pending', 'processing'] } },
          data: { ...data, finishedAt: new Date() },
        });
        return count === 1;
      };
      const tell = (outcome: 'ready' | 'failed') => producer.notify?.(deps.emitter, exp, outcome);

      const key = `private/c${companyId}/${producer.folder}/export-${id}-${randomUUID()}.${producer.extension}`;
      let rows = 0;
      try {
        await producer.write(
          {
            db,
            storage: deps.storage,
            companyId,
            // A job queued before the locale travelled: pt-BR.
            locale: locale ?? 'pt-BR',
            export: { ...exp, filters: (exp.filters ?? {}) as Record<string, unknown> },
            onRows: (n) => void (rows += n),
          },
          async (chunks) => void (await deps.storage.put(key, chunks, producer.contentType)),
        );
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        if (err instanceof InvalidExport) {
          if (await settle({ status: 'failed' })) tell('failed');
          throw new UnrecoverableError(`${producer.kind} export ${id}: ${err.message}`);
        }
        if (ctx.attempt >= RETRY_POLICY.attempts && (await settle({ status: 'failed' }))) tell('failed');
        throw err;
      }
      // Another run of the same job settled it first: its file is the export's, this one goes.
      if (!(await settle({ status: 'ready', storageKey: key, rowCount: rows }))) {
        await deps.storage.delete(key);
        return;
      }
      tell('ready');
      ctx.logger.info({ jobId: ctx.id, kind: producer.kind, exportId: id, rows }, 'exports: file written');
    });
  };
}
