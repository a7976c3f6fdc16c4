// The contract between an export kind's producer (in its owning domain's worker folder) and the one
// exports flow (jobs/exports/): kept here, outside every domain folder, as worker-deps.ts is.
import type { TenantDb } from '@trilha/db';
import type { JobName, JobPayload } from '@trilha/shared/jobs';
import type { ExportLocale } from '@trilha/shared/locale';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { FileStorage } from '@trilha/storage';

/** One run of an export's producer: the export as asked, and where its rows are counted. */
export type ExportRun = {
  db: TenantDb;
  storage: FileStorage;
  companyId: number;
  locale: ExportLocale;
  export: { id: number; requestedById: number; filters: Record<string, unknown>; createdAt: Date };
  /** Adds to the row count the export records. */
  onRows: (n: number) => void;
};

/**
 * How one kind of export's file is made (its owning domain's worker folder declares it; the
 * exports helper, run-export.ts, does the rest: claim, storage key, mark ready/failed, retries).
 */
export type ExportProducer<N extends JobName = JobName> = {
  /** The `kind` column the API's ExportKind records (packages/shared/src/<domain>). */
  readonly kind: string;
  /** The job that runs it, and where its payload carries the export's id. */
  readonly job: N;
  readonly exportId: (payload: JobPayload<N>) => number;
  /** `private/c<company>/<folder>/export-<id>-<uuid>.<extension>` */
  readonly folder: string;
  readonly extension: string;
  readonly contentType: string;
  /**
   * Makes the file: calls `put` once with its chunks (inside whatever read snapshot it needs).
   * Throws InvalidExport when the stored filters cannot make one (failed at once, no retry).
   */
  readonly write: (run: ExportRun, put: (chunks: AsyncIterable<Buffer>) => Promise<void>) => Promise<void>;
  /** Tells the requester live, once, by the run that settled the export (none: the screen polls). */
  readonly notify?: (
    emitter: Pick<RealtimeEmitter, 'emit' | 'toUser'>,
    e: { id: number; requestedById: number },
    outcome: 'ready' | 'failed',
  ) => void;
};

/** The stored filters cannot make a file: no retry would help. */
export class InvalidExport extends Error {}

/** Any kind's producer (each typed by its own job). */
export type AnyExportProducer = { [N in JobName]: ExportProducer<N> }[JobName];

/** Declares a producer with its job's payload typed. */
export const defineExportProducer = <N extends JobName>(p: ExportProducer<N>): ExportProducer<N> => p;
