import {
  GRADE_MESSAGES as M,
  GRADES_CSV_EXPORT,
  gradeExportPaths,
  type ExportGradesQuery,
  type GradeExport,
  type GradeExportResponse,
} from '@trilha/shared/grades';
import type { ExportLocale } from '@trilha/shared/locale';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import type { ExportFile, ExportKind, ExportRecord } from '../../kit/exports.ts';
import { requireAccess } from '../../kit/access.ts';

/**
 * The grades CSV as a kind of export (docs/exports.md): the exports module records, finds and
 * serves it; the rows are made by the worker's grades producer (one COPY). The discipline is kept
 * in the filters (`discipline_id`), beside the list filters as asked.
 */
export const gradesCsvExport: ExportKind = {
  kind: GRADES_CSV_EXPORT,
  permission: 'grades:export',
  job: (company_id, export_id, locale) => ({ name: 'grades.export-csv', payload: { company_id, export_id, locale } }),
  file: {
    contentType: 'text/csv; charset=utf-8',
    disposition: 'attachment',
    name: (r) => `notas-disciplina-${disciplineOf(r)}-${r.createdAt.toISOString().slice(0, 10)}.csv`,
  },
  errors: { notFound: 'GRADE_EXPORT_NOT_FOUND', notReady: 'GRADE_EXPORT_NOT_READY', failed: 'GRADE_EXPORT_FAILED' },
};

const disciplineOf = (r: ExportRecord) => Number(r.filters.discipline_id);

const present = (r: ExportRecord): GradeExport => ({
  id: r.id,
  discipline_id: disciplineOf(r),
  // This route never said "processing": the worker's claim reads as still pending.
  status: r.status === 'processing' ? 'pending' : r.status,
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
  deps: Pick<AppDeps, 'db' | 'exports' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  disciplineId: number,
  q: ExportGradesQuery,
  locale: ExportLocale = 'pt-BR',
): Promise<GradeExportResponse> {
  await requireAccess(deps, actor, 'discipline:read', disciplineId);
  const filters = {
    discipline_id: disciplineId,
    ...(q.material_item_id !== undefined ? { material_item_id: q.material_item_id } : {}),
    ...(q.search ? { search: q.search } : {}),
    ...(q.status !== undefined ? { status: q.status } : {}),
  };
  const row = await deps.exports.start(tenant, actor, GRADES_CSV_EXPORT, filters, {
    locale,
    // For the audit log (docs/audit.md): who exported which class's grades.
    audit: (tx, id) =>
      deps.domainEvents.publish(tx, tenant.companyId, 'grade-export.requested', {
        export_id: id,
        discipline_id: disciplineId,
        actor_id: actor.id,
      }),
  });
  const data = present(row);
  return { message: M.gradeExportQueued, url: data.url, data };
}

/** GET /grades/exports/{id}: where the export stands (pending, ready, failed); the requester's alone. */
export async function getGradeExport(deps: Pick<AppDeps, 'exports'>, actor: Actor, id: number): Promise<GradeExport> {
  return present(await deps.exports.findOwn(actor, id, GRADES_CSV_EXPORT));
}

/** GET /grades/exports/{id}/file: the CSV (pending: 409; failed: 410), the requester's alone. */
export const downloadGradeExport = (
  deps: Pick<AppDeps, 'exports'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<ExportFile> => deps.exports.openFile(tenant, actor, id, GRADES_CSV_EXPORT);
