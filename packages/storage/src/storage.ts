import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk by default (local-disk.ts), or an S3-compatible bucket
 * (s3.ts: put = multipart upload of the stream, open = GetObject). Keys are always made by the
 * server (`public/<kind>/<uuid>.<ext>`, `private/c<companyId>/…`), never taken from the client.
 * Both drivers pass the same contract tests (tests/platform/storage-contract.test.ts).
 */
export interface FileStorage {
  /** Streams `body` to `key`; the object appears only once complete. */
  put(key: string, body: AsyncIterable<Buffer>, contentType: string): Promise<{ size: number }>;
  /** The object's bytes, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Absolute URL a browser loads the object from (stored in rows such as users.avatar). */
  publicUrl(key: string, tenantDomain: string): string;
  /** The key behind a URL made by publicUrl, or null for any other URL (e.g. an external avatar). */
  keyOfUrl(url: string): string | null;
  /** Every stored object whose key starts with `prefix` (backups; `''` for all), in no set order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /**
   * A short-lived URL a browser can GET the object from without passing through this process, or
   * null when the driver has none (local disk: the API streams the file itself). The caller has
   * checked the access rules already: whoever holds the URL reads the file until it expires.
   */
  signedUrl(key: string, o: SignedUrlOptions): Promise<string | null>;
  /**
   * Resolves when the storage answers (GET /readyz), for drivers that depend on a server (S3:
   * the bucket exists and the credentials reach it). Absent: nothing to check (local disk).
   */
  ready?(): Promise<void>;
  /**
   * Removes what writes left behind when their process died mid-upload (kill -9, a crash, a power
   * cut), older than `olderThanMs`; resolves to how many. Local disk: its `.part` files. Absent:
   * the server cleans up by itself (S3: a lifecycle rule aborts incomplete multipart uploads,
   * docs/deployment.md).
   */
  sweep?(o: { olderThanMs: number }): Promise<number>;
}

/**
 * The storage itself failed, not the request and not a file: a bucket that is missing, credentials
 * it refuses, a server that is down or answers 5xx, a disk that is full or read-only. The API
 * answers 503 SERVICE_UNAVAILABLE with Retry-After (http/error-handler.ts) and logs the cause;
 * a missing object stays `null`/404, and a body's own error (a size limit) stays the caller's.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export const isStorageUnavailable = (err: unknown): err is StorageUnavailableError =>
  err instanceof Error && err.name === 'StorageUnavailableError';

export type SignedUrlOptions = {
  /** Lifetime in seconds. */
  expiresIn: number;
  /** Content-Type and Content-Disposition the storage answers with (set by the server, not the object). */
  contentType?: string;
  contentDisposition?: string;
};

/**
 * publicUrl/keyOfUrl for a URL template (`https://{tenant}.example.com/storage`): the same for
 * every driver, since public files are served by the API's GET /storage/* whatever holds them.
 */
export function publicUrlCodec(template: string): Pick<FileStorage, 'publicUrl' | 'keyOfUrl'> {
  const trimmed = template.replace(/\/+$/, '');
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const urlPattern = new RegExp(`^${escaped.replaceAll('\\{tenant\\}', '[a-z0-9-]+')}/(.+)$`);
  return {
    publicUrl(key, tenant) {
      if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
      return `${trimmed.replaceAll('{tenant}', tenant)}/${key}`;
    },
    keyOfUrl(url) {
      const key = urlPattern.exec(url)?.[1];
      return key && isValidKey(key) ? key : null;
    },
  };
}

/** Public uploads (avatars, logos): lowercase segments, one image extension, no `..`, no leading slash. */
const PUBLIC_KEY = /^public(?:\/[a-z0-9][a-z0-9_-]*)+\.(?:png|jpg|webp)$/;
/**
 * Private files (material files, SCORM packages, submissions): `private/c<companyId>/<kind>/…`.
 * Served only by routes that check who asks, never by GET /storage. Every segment starts with a
 * letter, digit or `_`, so no segment can be `.` or `..`; a SCORM package keeps its inner paths
 * (which use a few more characters: accents, parentheses, `+`, `@`…; never `/`, `\\` or a control).
 */
const PRIVATE_KEY = /^private\/c[0-9]+(?:\/[\p{L}\p{N}_][\p{L}\p{N}_. ()+,@~!'&=%-]{0,199})+$/u;
export const isPublicKey = (key: string): boolean => PUBLIC_KEY.test(key);
export const isPrivateKey = (key: string): boolean => PRIVATE_KEY.test(key);
export const isValidKey = (key: string): boolean => isPublicKey(key) || isPrivateKey(key);

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  zip: 'application/zip',
};
export const contentTypeOfKey = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
