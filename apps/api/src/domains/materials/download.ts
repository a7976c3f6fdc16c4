import { contentDisposition } from '../../http/content-disposition.ts';
import type { DownloadQuery } from '@trilha/shared/materials';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import type { FileAnswer } from '../../kit/file-answer.ts';
import { requireAccess } from '../../kit/access.ts';
import { signedDownloadUrl } from '../../storage/signed-download.ts';

const notFound = () => appError('MATERIAL_FILE_NOT_FOUND');

/**
 * GET /download/companies/{companyId}/users/{userId}/file?url=…: streams a private file to a
 * caller who may read it, else 404 (never 403: an outsider learns nothing). The path must name the
 * host tenant and the caller; then @trilha/access's file:download decides: a live item holding
 * the file must be open to the caller (item:open: its discipline readable, not hidden from them,
 * not locked by password or window); a file a student submitted for a task is served to that
 * student and to the discipline's staff only (submission:read). With STORAGE_SIGNED_DOWNLOADS the
 * answer is a 302 to a short-lived signed URL of the bucket instead of the bytes.
 */
export async function downloadFile(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  params: { companyId: number; userId: number },
  q: DownloadQuery,
): Promise<FileAnswer> {
  if (params.companyId !== tenant.companyId || params.userId !== actor.id) throw notFound();
  if (!q.url.startsWith(`private/c${tenant.companyId}/`)) throw notFound();
  const file = await deps.db.file.findFirst({
    where: { storageKey: q.url, deletedAt: null },
    select: { id: true, originalName: true, mimeType: true },
  });
  if (!file) throw notFound();
  await requireAccess(deps, actor, 'file:download', file.id);
  const disposition = contentDisposition(q.disposition, file.originalName);
  // S3 with STORAGE_SIGNED_DOWNLOADS: the bucket serves the bytes (the check above has run).
  const signed = await signedDownloadUrl(deps, q.url, { contentType: file.mimeType, contentDisposition: disposition });
  if (signed) return { redirect: signed };
  const object = await deps.storage.open(q.url);
  if (!object) throw notFound();
  return { body: object.body, contentType: file.mimeType, size: object.size, disposition: disposition, sandbox: true };
}
