// File transfers that fetch() cannot do well (any feature: materials, enrolment CSV, exports): uploads with a
// progress bar (fetch has no upload progress; XMLHttpRequest does) and authenticated downloads as
// blobs (private material files are served only by GET /download/…, which wants the bearer token,
// so an <a href> or <iframe src> straight at it would arrive without one).
import { ApiError, buildUrl, readErrorBody, type ResponseSchema } from './api.ts';
import { config } from './config.ts';
import { session } from './session.ts';

export type UploadProgress = { loaded: number; total: number };

/**
 * POSTs a multipart body and reports how much of it went: `onProgress` gets bytes sent so far.
 * Failures are ApiError with the server's { message, code, errors }, like request().
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  o: { schema?: ResponseSchema<T>; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(config().apiUrl, path));
    xhr.setRequestHeader('accept', 'application/json');
    const token = session.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) o.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    o.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onerror = () => reject(new ApiError(0, '', 'NETWORK'));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const e = readErrorBody(json);
        reject(new ApiError(xhr.status, e.message ?? '', e.code, e.errors, e.request_id));
        return;
      }
      if (!o.schema) return resolve(json as T);
      const checked = o.schema.safeParse(json);
      if (!checked.success) {
        console.error(`Unexpected response from POST ${path}`, checked.error.issues);
        reject(new ApiError(xhr.status, '', 'BAD_RESPONSE'));
        return;
      }
      resolve(checked.data);
    };
    xhr.send(body);
  });
}

/** GET /download/companies/{companyId}/users/{userId}/file?url=… as a Blob (000 §7), for the signed-in user. */
export async function downloadFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const s = session.get();
  if (!s) throw new ApiError(401, '');
  const path = `/download/companies/${s.company.id}/users/${s.user.id}/file`;
  let res: Response;
  try {
    res = await fetch(buildUrl(config().apiUrl, path, { url }), {
      headers: { authorization: `Bearer ${s.token}` },
      signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, '', 'NETWORK');
  }
  if (!res.ok) {
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      json = undefined;
    }
    const e = readErrorBody(json);
    throw new ApiError(res.status, e.message ?? '', e.code, e.errors, e.request_id);
  }
  return res.blob();
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
