import { tenantKey } from '@trilha/db';
import { can, type ErrorCode } from '@trilha/shared';
import { exportPaths } from '@trilha/shared/exports';
import type { AppDeps } from '../../deps.ts';
import type { ExportKind, ExportRecord, Exports } from '../../kit/exports.ts';
import { appError, forbidden } from '../../kit/errors.ts';
import type { ExportKindRegistry } from './export-kinds.ts';

const select = {
  id: true,
  kind: true,
  requestedById: true,
  status: true,
  filters: true,
  storageKey: true,
  rowCount: true,
  createdAt: true,
  finishedAt: true,
} as const;

const GENERIC = { notFound: 'EXPORT_NOT_FOUND', notReady: 'EXPORT_NOT_READY', failed: 'EXPORT_FAILED' } as const satisfies Record<
  string,
  ErrorCode
>;

const record = (r: Omit<ExportRecord, 'filters'> & { filters: unknown }): ExportRecord => ({
  ...r,
  filters: (r.filters ?? {}) as Record<string, unknown>,
});

/**
 * The exports module (docs/exports.md): one table, one way to ask, find and serve a file, for
 * every kind the domains declare. A kind's own routes (POST /sessions/export/csv, GET
 * /disciplines/{id}/grades/csv, GET /logs/student/pdf and their status/file paths) are thin edges
 * over this; GET /exports/{id} and /exports/{id}/file serve any kind.
 */
export function createExports(deps: Pick<AppDeps, 'db' | 'jobs' | 'storage'>, kinds: ExportKindRegistry): Exports {
  const kindOf = (name: string): ExportKind => {
    const k = kinds.get(name);
    if (!k) throw new Error(`export kind ${name} is not declared by any domain`);
    return k;
  };

  const findOwn: Exports['findOwn'] = async (actor, id, kind) => {
    const errors = kind ? kindOf(kind).errors : GENERIC;
    const row = await deps.db.export.findFirst({
      where: { id, requestedById: actor.id, ...(kind ? { kind } : {}) },
      select,
    });
    // A kind no domain declares any more is nobody's to read.
    if (!row || !kinds.has(row.kind)) throw appError(errors.notFound);
    // Read with the permission it was asked with: an account whose role lost it (a tutor made a
    // student) no longer reads what it exported then.
    if (!kind && !can(actor.type, kindOf(row.kind).permission)) throw forbidden();
    return record(row);
  };

  return {
    async start(tenant, actor, kind, filters, o) {
      const k = kindOf(kind);
      const row = await deps.db.$transaction(async (tx) => {
        const r = await tx.export.create({ data: { kind, requestedById: actor.id, filters } as never, select });
        await o.audit(tx, r.id);
        return r;
      });
      const job = k.job(tenant.companyId, row.id, o.locale);
      try {
        await deps.jobs.enqueue(job.name, job.payload as never, job.jobId ? { jobId: job.jobId } : undefined);
      } catch (err) {
        // No worker will ever pick it up: say so instead of leaving it pending forever.
        await deps.db.export.update({ where: tenantKey(row.id), data: { status: 'failed', finishedAt: new Date() } });
        throw err;
      }
      return record(row);
    },

    findOwn,

    async openFile(tenant, actor, id, kind) {
      const row = await findOwn(actor, id, kind);
      const k = kindOf(row.kind);
      const errors = kind ? k.errors : GENERIC;
      if (row.status === 'pending' || row.status === 'processing') throw appError(errors.notReady);
      if (row.status === 'failed' || !row.storageKey) throw appError(errors.failed);
      // Files of a tenant live under its prefix; a key elsewhere is not this tenant's to serve.
      if (!row.storageKey.startsWith(`private/c${tenant.companyId}/`)) throw appError(errors.notFound);
      const object = await deps.storage.open(row.storageKey);
      if (!object) throw appError(errors.failed);
      return {
        body: object.body,
        size: object.size,
        contentType: k.file.contentType,
        disposition: k.file.disposition,
        name: k.file.name(row),
      };
    },

    present: (r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      row_count: r.rowCount,
      url: exportPaths.file(r.id),
      status_url: exportPaths.status(r.id),
      created_at: r.createdAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
    }),
  };
}
