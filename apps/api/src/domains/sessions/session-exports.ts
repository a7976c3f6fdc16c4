import { tenantKey } from '@trilha/db';
import {
  SESSION_MESSAGES as M,
  sessionExportPaths,
  type SessionExport,
  type SessionExportResponse,
  type SessionFilters,
} from '@trilha/shared/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import type { FileAnswer } from '../../kit/file-answer.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { resolveTutorFilter } from './learner-access.ts';
import type { ExportLocale } from '@trilha/shared/locale';

const select = { id: true, status: true, rowCount: true, storageKey: true, createdAt: true, finishedAt: true } as const;
type ExportRow = {
  id: number;
  status: SessionExport['status'];
  rowCount: number | null;
  storageKey: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

const present = (r: ExportRow): SessionExport => ({
  id: r.id,
  status: r.status,
  row_count: r.rowCount,
  url: sessionExportPaths.file(r.id),
  status_url: sessionExportPaths.status(r.id),
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/**
 * POST /sessions/export/csv: records the export with the list's filters (the tutor resolved as the
 * list resolves it, and the company's time zone for "this week"), enqueues sessions.export-csv and
 * answers 202 with the CSV's URL (001 §7 "response url"). The worker tells the requester live
 * (`.sessions.exported`) when the file is written.
 */
export async function requestSessionExport(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  f: SessionFilters,
  locale: ExportLocale = 'pt-BR',
): Promise<SessionExportResponse> {
  const tutorId = await resolveTutorFilter(deps, tenant, actor, f);
  const filters = {
    type: f.type,
    ...(tutorId !== null ? { tutor_id: tutorId } : {}),
    ...(f.name ? { name: f.name } : {}),
    time_zone: tenant.timeZone,
  };
  const row = await deps.db.$transaction(async (tx) => {
    const r = await tx.sessionExport.create({ data: { requestedById: actor.id, filters } as never, select });
    // For the audit log (docs/audit.md): who exported the learners' session data.
    await deps.domainEvents.publish(tx, tenant.companyId, 'session-export.requested', { export_id: r.id, actor_id: actor.id });
    return r;
  });
  try {
    await deps.jobs.enqueue('sessions.export-csv', { company_id: tenant.companyId, export_id: row.id, locale });
  } catch (err) {
    // No worker will ever pick it up: say so instead of leaving it pending forever.
    await deps.db.sessionExport.update({ where: tenantKey(row.id), data: { status: 'failed', finishedAt: new Date() } });
    throw err;
  }
  const data = present(row);
  return { message: M.sessionExportQueued, url: data.url, data };
}

/** The export, only for the person who asked it (anyone else, another tenant included: 404). */
async function findOwnExport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<ExportRow> {
  const row = await deps.db.sessionExport.findFirst({ where: { id, requestedById: actor.id }, select });
  if (!row) throw appError('SESSION_EXPORT_NOT_FOUND');
  return row;
}

/** GET /sessions/exports/{id}: where the export stands (pending, ready, failed). */
export async function getSessionExport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<SessionExport> {
  return present(await findOwnExport(deps, actor, id));
}

/** GET /sessions/exports/{id}/file: the CSV, streamed from private storage to the person who asked. */
export async function downloadSessionExport(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<FileAnswer> {
  const row = await findOwnExport(deps, actor, id);
  if (row.status === 'pending') throw appError('SESSION_EXPORT_NOT_READY');
  if (row.status === 'failed' || !row.storageKey) throw appError('SESSION_EXPORT_FAILED');
  if (!row.storageKey.startsWith(`private/c${tenant.companyId}/`)) throw appError('SESSION_EXPORT_NOT_FOUND');
  const object = await deps.storage.open(row.storageKey);
  if (!object) throw appError('SESSION_EXPORT_FAILED');
  const day = row.createdAt.toISOString().slice(0, 10);
  return {
    body: object.body,
    contentType: 'text/csv; charset=utf-8',
    size: object.size,
    disposition: contentDisposition('attachment', `sessoes-de-estudo-${day}.csv`),
  };
}
