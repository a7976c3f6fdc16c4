// Files in the browser, on the one HTTP client (lib/api.ts: requestBlob, upload): saving a blob
// under a name, and the signed-in user's private material files (served only by GET /download/…,
// which wants the bearer token, so an <a href> or <iframe src> straight at it would arrive
// without one).
import { ApiError, requestBlob } from './api.ts';
import { session } from './session.ts';

/** GET /download/companies/{companyId}/users/{userId}/file?url=… as a Blob (000 §7), for the signed-in user. */
export async function downloadFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const s = session.get();
  if (!s) throw new ApiError(401, '', 'UNAUTHENTICATED');
  const path = `/download/companies/${s.company.id}/users/${s.user.id}/file`;
  return (await requestBlob(path, { query: { url }, signal })).blob;
}

/** Saves a blob under a file name, as the browser's own download would. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click has handed the URL to the download manager.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
