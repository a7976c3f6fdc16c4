import {
  SESSION_MESSAGES as M,
  SESSIONS_CSV_EXPORT,
  sessionExportPaths,
  type SessionExport,
  type SessionExportResponse,
  type SessionFilters,
} from '@trilha/shared/sessions';
import type { ExportLocale } from '@trilha/shared/locale';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import type { ExportFile, ExportKind, ExportRecord } from '../../kit/exports.ts';
import { resolveTutorFilter } from './learner-access.ts';

/**
 * The session data CSV as a kind of export (docs/exports.md): the exports module records, finds
 * and serves it; the rows are made by the worker's sessions producer (one COPY), which tells the
 * requester live (`.sessions.exported`).
 */
export const sessionsCsvExport: ExportKind = {
  kind: SESSIONS_CSV_EXPORT,
  permission: 'sessions:export',
  job: (company_id, export_id, locale) => ({ name: 'sessions.export-csv', payload: { company_id, export_id, locale } }),
  file: {
    contentType: 'text/csv; charset=utf-8',
    disposition: 'attachment',
    name: (r) => `sessoes-de-estudo-${r.createdAt.toISOString().slice(0, 10)}.csv`,
  },
  errors: { notFound: 'SESSION_EXPORT_NOT_FOUND', notReady: 'SESSION_EXPORT_NOT_READY', failed: 'SESSION_EXPORT_FAILED' },
};

const present = (r: ExportRecord): SessionExport => ({
  id: r.id,
  // This route never said "processing": the worker's claim reads as still pending.
  status: r.status === 'processing' ? 'pending' : r.status,
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
  deps: Pick<AppDeps, 'db' | 'exports' | 'domainEvents'>,
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
  const row = await deps.exports.start(tenant, actor, SESSIONS_CSV_EXPORT, filters, {
    locale,
    // For the audit log (docs/audit.md): who exported the learners' session data.
    audit: (tx, id) =>
      deps.domainEvents.publish(tx, tenant.companyId, 'session-export.requested', { export_id: id, actor_id: actor.id }),
  });
  const data = present(row);
  return { message: M.sessionExportQueued, url: data.url, data };
}

/** GET /sessions/exports/{id}: where the export stands (pending, ready, failed); the requester's alone. */
export async function getSessionExport(deps: Pick<AppDeps, 'exports'>, actor: Actor, id: number): Promise<SessionExport> {
  return present(await deps.exports.findOwn(actor, id, SESSIONS_CSV_EXPORT));
}

/** GET /sessions/exports/{id}/file: the CSV (pending: 409; failed: 410), the requester's alone. */
export const downloadSessionExport = (
  deps: Pick<AppDeps, 'exports'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<ExportFile> => deps.exports.openFile(tenant, actor, id, SESSIONS_CSV_EXPORT);
