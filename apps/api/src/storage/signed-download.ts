import type { AppDeps } from '../deps.ts';

/**
 * With STORAGE_SIGNED_DOWNLOADS (S3 only), where to send a caller for a private file instead of
 * streaming it through the API: a signed GET URL of the bucket, valid STORAGE_SIGNED_URL_SECONDS,
 * with the Content-Type and Content-Disposition the route would have sent. Call it only after the
 * route's access check: the URL itself checks nothing. Null: stream the file (the default).
 */
export async function signedDownloadUrl(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  key: string,
  o: { contentType: string; contentDisposition: string },
): Promise<string | null> {
  if (!deps.config.STORAGE_SIGNED_DOWNLOADS) return null;
  return deps.storage.signedUrl(key, { expiresIn: deps.config.STORAGE_SIGNED_URL_SECONDS, ...o });
}
