import { tenantKey } from '@trilha/db';
import {
  GRADE_MESSAGES as M,
  gradeExportPaths,
  type ExportGradesQuery,
  type GradeExport,
  type GradeExportResponse,
} from '@trilha/shared/grades';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import type { FileAnswer } from '../../kit/file-answer.ts';
import { requireAccess } from '../../kit/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { ExportLocale } from '@trilha/shared/locale';

const select = {
  id: true,
  disciplineId: true,
  status: true,
  rowCount: true,
  storageKey: true,
  createdAt: true,
  finishedAt: true,
} as const;
type ExportRow = {
  id: number;
  disciplineId: number;
  status: GradeExport['status'];
  rowCount: number | null;
  storageKey: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

const present = (r: ExportRow): GradeExport => ({
  id: r.id,
  discipline_id: r.disciplineId,
  status: r.status,
  row_count: r.rowCount,
  url: gradeExportPaths.file(r.id),
  status_url: gradeExportPaths.status(r.id),
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/**
 * GET /disciplines/{id}/grades/csv: records the export (filters as asked) and enqueues
 * grades.export-csv, then answers 202 at once with the CSV's URL (001 §7 "response url"). The URL
 * answers 409 until the worker has written the file; the screen polls `status_url` meanwhile
 * (docs/assessment.md "Grades"). Only staff who see the class export (the route's grades:export).
 */
export async function requestGradeExport(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  disciplineId: number,
  q: ExportGradesQuery,
  locale: ExportLocale = 'pt-BR',
): Promise<GradeExportResponse> {
  await requireAccess(deps, actor, 'discipline:read', disciplineId);
  const filters = {
    ...(q.material_item_id !== undefined ? { material_item_id: q.material_item_id } : {}),
    ...(q.search ? { search: q.search } : {}),
    ...(q.status !== undefined ? { status: q.status } : {}),
  };
  const row = await deps.db.$transaction(async (tx) => {
    const r = await tx.gradeExport.create({ data: { disciplineId, requestedById: actor.id, filters } as never, select });
    // For the audit log (docs/audit.md): who exported which class's grades.
    await deps.domainEvents.publish(tx, tenant.companyId, 'grade-export.requested', {
      export_id: r.id,
      discipline_id: disciplineId,
      actor_id: actor.id,
    });
    return r;
  });
  try {
    await deps.jobs.enqueue('grades.export-csv', { company_id: tenant.companyId, export_id: row.id, locale });
  } catch (err) {
    // No worker will ever pick it up: say so instead of leaving it pending forever.
    await deps.db.gradeExport.update({ where: tenantKey(row.id), data: { status: 'failed', finishedAt: new Date() } });
    throw err;
  }
  const data = present(row);
  return { message: M.gradeExportQueued, url: data.url, data };
}

/** The export, only for the person who asked it (anyone else, another tenant included: 404). */
async function findOwnExport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<ExportRow> {
  const row = await deps.db.gradeExport.findFirst({ where: { id, requestedById: actor.id }, select });
  if (!row) throw appError('GRADE_EXPORT_NOT_FOUND');
  return row;
}

/** GET /grades/exports/{id}: where the export stands (pending, ready, failed). */
export async function getGradeExport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<GradeExport> {
  return present(await findOwnExport(deps, actor, id));
}

/**
 * GET /grades/exports/{id}/file: the CSV, streamed from private storage to the person who asked.
 * Pending: 409; failed: 410 (export again). The file keeps the tenant's prefix (private/c<id>/grades/…).
 */
export async function downloadGradeExport(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<FileAnswer> {
  const row = await findOwnExport(deps, actor, id);
  if (row.status === 'pending') throw appError('GRADE_EXPORT_NOT_READY');
  if (row.status === 'failed' || !row.storageKey) throw appError('GRADE_EXPORT_FAILED');
  if (!row.storageKey.startsWith(`private/c${tenant.companyId}/`)) throw appError('GRADE_EXPORT_NOT_FOUND');
  const object = await deps.storage.open(row.storageKey);
  if (!object) throw appError('GRADE_EXPORT_FAILED');
  const day = row.createdAt.toISOString().slice(0, 10);
  return {
    body: object.body,
    contentType: 'text/csv; charset=utf-8',
    size: object.size,
    disposition: contentDisposition('attachment', `notas-disciplina-${row.disciplineId}-${day}.csv`),
  };
}
