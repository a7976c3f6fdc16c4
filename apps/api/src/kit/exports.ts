import type { Readable } from 'node:stream';
import type { ErrorCode, Permission } from '@trilha/shared';
import type { Export, ExportStatus } from '@trilha/shared/exports';
import type { JobName, JobPayload } from '@trilha/shared/jobs';
import type { ExportLocale } from '@trilha/shared/locale';
import type { TenantTx } from '../deps.ts';
import type { Actor } from './actor.ts';
import type { Tenant } from './tenant.ts';

/** A job to enqueue, its payload typed by its name. */
export type JobRequest = { [N in JobName]: { name: N; payload: JobPayload<N>; jobId?: string } }[JobName];

/** One row of the exports table, as the exports module hands it to a kind's edge. */
export type ExportRecord = {
  id: number;
  kind: string;
  requestedById: number;
  status: ExportStatus;
  filters: Record<string, unknown>;
  storageKey: string | null;
  rowCount: number | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/**
 * A kind of export, declared by the domain that owns its rows (its manifest's `exportKinds`): the
 * exports module (domains/exports) records, enqueues, finds and serves every kind the same way and
 * imports none of them. The rows themselves are made by the kind's worker producer
 * (apps/worker/src/jobs/<domain>/, registered with apps/worker/src/jobs/exports).
 */
export type ExportKind = {
  /** The `kind` column: `grades-csv`, `sessions-csv`, `student-logs-pdf`, … */
  readonly kind: string;
  /** What a person needs to read an export of this kind (the same as to ask for one). */
  readonly permission: Permission;
  /** The worker job that writes the file. */
  readonly job: (companyId: number, id: number, locale: ExportLocale) => JobRequest;
  readonly file: {
    readonly contentType: string;
    readonly disposition: 'attachment' | 'inline';
    readonly name: (r: ExportRecord) => string;
  };
  /** The codes the kind's own status and file routes answer (the shared routes answer EXPORT_*). */
  readonly errors: { readonly notFound: ErrorCode; readonly notReady: ErrorCode; readonly failed: ErrorCode };
};

/** A file ready to send: the kind's type and name, the body streamed from private storage. */
export type ExportFile = {
  body: Readable;
  size: number;
  contentType: string;
  disposition: 'attachment' | 'inline';
  name: string;
};

/** The exports module as use cases reach it (`deps.exports`, built in app.ts). */
export type Exports = {
  /**
   * Records an export of `kind` for the actor with its filters, runs `audit` in the same
   * transaction (the kind's domain event), then enqueues the kind's job; if the queue refuses, the
   * row is marked failed (no worker would ever pick it up) and the error goes on.
   */
  start(
    tenant: Tenant,
    actor: Actor,
    kind: string,
    filters: Record<string, unknown>,
    o: { locale: ExportLocale; audit: (tx: TenantTx, id: number) => Promise<unknown> },
  ): Promise<ExportRecord>;
  /** The actor's own export (of `kind` when given); anyone else's, another tenant's included: 404. */
  findOwn(actor: Actor, id: number, kind?: string): Promise<ExportRecord>;
  /** The file of the actor's own export: 409 while pending or processing, 410 when failed. */
  openFile(tenant: Tenant, actor: Actor, id: number, kind?: string): Promise<ExportFile>;
  /** The shared shape (GET /exports/{id}). */
  present(r: ExportRecord): Export;
};
