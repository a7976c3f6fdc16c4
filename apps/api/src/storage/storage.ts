import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk by default (local-disk.ts); an S3-compatible
 * implementation fits the same interface (put = multipart upload of the stream, open = GetObject,
 * publicUrl = the bucket's or CDN's URL). Keys are always made by the server
 * (`public/<kind>/<uuid>.<ext>`), never taken from the client.
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
}

/** Server-made keys only: lowercase segments, one extension, no `..`, no leading slash. */
const KEY = /^public(?:\/[a-z0-9][a-z0-9_-]*)+\.(?:png|jpg|webp)$/;
export const isValidKey = (key: string): boolean => KEY.test(key);

export const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
export const contentTypeOfKey = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
