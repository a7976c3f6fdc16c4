import { tenantKey } from '@trilha/db';
import type { FormInput } from '../../kit/form-input.ts';
import { presentImport, type InscriptionImport, type InscriptionImportRow } from '@trilha/shared/inscriptions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import type { FileAnswer } from '../../kit/file-answer.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { requireAccess } from '../../kit/access.ts';
import { readCsvUpload } from './read-csv-upload.ts';

const select = {
  id: true,
  status: true,
  disciplineId: true,
  fileName: true,
  totalLines: true,
  linesDone: true,
  createdCount: true,
  existingCount: true,
  rejectedCount: true,
  rejectedKey: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} as const;
type ImportRow = InscriptionImportRow;

/**
 * POST /discipline-inscriptions/import/file: the CSV is streamed to private storage and checked on
 * the way (readCsvUpload), the discipline must be one the caller manages (discipline:manage, as
 * for every enrolment), then an inscription_imports row is written and inscriptions.import-csv
 * queued. Answers 202 with the import; the worker reports progress and the end live
 * (`.inscriptions.import.progress` / `.done` on users.{id}), GET …/file/{id} answers the same.
 */
export async function importInscriptionFile(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
) {
  const file = await readCsvUpload(deps, tenant.companyId, formInput);
  let row: ImportRow;
  try {
    await requireAccess(deps, actor, 'discipline:manage', file.disciplineId);
    row = await deps.db.inscriptionImport.create({
      data: {
        disciplineId: file.disciplineId,
        requestedById: actor.id,
        fileName: file.fileName,
        storageKey: file.key,
        checksum: file.checksum,
        totalLines: file.lines,
      } as never,
      select,
    });
  } catch (err) {
    await deps.storage.delete(file.key).catch(() => undefined);
    throw err;
  }
  try {
    await deps.jobs.enqueue('inscriptions.import-csv', { company_id: tenant.companyId, import_id: row.id });
  } catch (err) {
    // No worker will ever pick it up: say so instead of leaving it pending forever.
    await deps.db.inscriptionImport.update({ where: tenantKey(row.id), data: { status: 'failed', finishedAt: new Date() } });
    throw err;
  }
  return presentImport(row);
}

/** The import, only for the person who sent the file (anyone else, another tenant included: 404). */
async function findOwnImport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<ImportRow> {
  const row = await deps.db.inscriptionImport.findFirst({ where: { id, requestedById: actor.id }, select });
  if (!row) throw appError('INSCRIPTION_IMPORT_NOT_FOUND');
  return row;
}

/** GET /discipline-inscriptions/import/file/{id}: status, progress and counts. */
export async function getInscriptionImport(deps: Pick<AppDeps, 'db'>, actor: Actor, id: number): Promise<InscriptionImport> {
  return presentImport(await findOwnImport(deps, actor, id));
}

/** GET /discipline-inscriptions/import/file/{id}/rejected: the refused lines' CSV, streamed from private storage. */
export async function downloadRejectedLines(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<FileAnswer> {
  const row = await findOwnImport(deps, actor, id);
  if (row.status === 'pending' || row.status === 'running') throw appError('INSCRIPTION_IMPORT_NOT_READY');
  if (!row.rejectedKey || !row.rejectedKey.startsWith(`private/c${tenant.companyId}/`))
    throw appError('INSCRIPTION_IMPORT_NO_REJECTED');
  const object = await deps.storage.open(row.rejectedKey);
  if (!object) throw appError('INSCRIPTION_IMPORT_NO_REJECTED');
  const base = row.fileName.replace(/\.csv$/i, '');
  return {
    body: object.body,
    contentType: 'text/csv; charset=utf-8',
    size: object.size,
    disposition: contentDisposition('attachment', `${base}-recusadas.csv`),
  };
}
