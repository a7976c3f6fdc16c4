import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, appError } from '../kit/errors.ts';
import type { FileStorage } from '@trilha/storage';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes read before deciding what a file is: file-type's own sample size, enough for every type accepted. */
export const SNIFF_BYTES = 4100;

type ImageKind = { ext: 'png' | 'jpg' | 'webp'; contentType: string };

/** The accepted image types among what file-type found in the first bytes (an animated PNG is a PNG). */
export function imageKindOf(found: { ext: string } | undefined): ImageKind | null {
  switch (found?.ext) {
    case 'png':
    case 'apng':
      return { ext: 'png', contentType: 'image/png' };
    case 'jpg':
      return { ext: 'jpg', contentType: 'image/jpeg' };
    case 'webp':
      return { ext: 'webp', contentType: 'image/webp' };
    default:
      return null;
  }
}

export type StoredImage = { key: string; size: number; contentType: string };

type UploadCode = 'IMAGE_REQUIRED' | 'IMAGE_INVALID' | 'IMAGE_TOO_LARGE' | 'UPLOAD_INVALID';
const invalid = (field: string, code: UploadCode) => appError(code, { field });

async function drain(it: AsyncIterator<Buffer>): Promise<void> {
  for (let r = await it.next(); !r.done; r = await it.next());
}

/** A failure of the storage while saving an upload: the server's fault, passed on as it is (500). */
class StorageFailure extends Error {
  constructor(readonly original: unknown) {
    super('storage failed');
  }
}

/**
 * Streams one uploaded image to storage under a server-made key. Refuses (422) anything that is
 * not PNG, JPEG or WEBP by its magic bytes (file-type), and anything over the multipart fileSize limit (the
 * partial object is removed).
 */
async function storeImage(part: MultipartFile, storage: FileStorage, folder: string): Promise<StoredImage> {
  const it = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const r = await it.next();
    if (r.done) break;
    head = Buffer.concat([head, r.value]);
  }
  const kind = imageKindOf(await fileTypeFromBuffer(head));
  if (!kind) {
    await drain(it);
    throw invalid(part.fieldname, head.length === 0 ? 'IMAGE_REQUIRED' : 'IMAGE_INVALID');
  }
  const key = `public/${folder}/${randomUUID()}.${kind.ext}`;
  // A part cut short (a truncated body) fails inside storage.put, through this generator: that
  // is the client's fault and refused as such; any other failure of put is the storage's.
  let streamError: unknown = null;
  async function* body() {
    yield head;
    for (;;) {
      let r: IteratorResult<Buffer>;
      try {
        r = await it.next();
      } catch (err) {
        throw (streamError = err);
      }
      if (r.done) return;
      yield r.value;
    }
  }
  let size: number;
  try {
    ({ size } = await storage.put(key, body(), kind.contentType));
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw streamError ? streamError : new StorageFailure(err);
  }
  if (part.file.truncated) {
    await storage.delete(key);
    throw invalid(part.fieldname, 'IMAGE_TOO_LARGE');
  }
  return { key, size, contentType: kind.contentType };
}

/**
 * What reading the form failed with, as the client's refusal (422) when the client's bytes are
 * at fault: @fastify/multipart's limits, and whatever the multipart parser throws on a malformed
 * body (no boundary, a wrong one, a body cut short, a broken part header), which has no status of
 * its own and would otherwise be a 500. A failure of the storage itself is passed on as it is.
 */
function asUploadError(err: unknown, fileField: string): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid(fileField, 'IMAGE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') return invalid(fileField, 'UPLOAD_INVALID');
  return invalid('_', 'UPLOAD_INVALID');
}

/**
 * Reads the route's multipart form (`config.multipart`, http/multipart.ts) with at most one
 * image, in its declared file field: the text fields, and the image already in storage. Any
 * other file field is refused, and so is a form with no part at all (an empty or cut body). If
 * reading fails after the image was stored, the image is removed, so a refused request leaves
 * nothing behind.
 */
export async function readImageForm(
  req: FastifyRequest,
  storage: FileStorage,
  o: { folder: string },
): Promise<{ fields: Record<string, string>; image: StoredImage | null }> {
  const fileField = req.routeOptions.config?.multipart?.file;
  if (!fileField) throw new Error(`${req.routeOptions.method} ${req.routeOptions.url} reads a form without config.multipart`);
  const fields: Record<string, string> = {};
  let image: StoredImage | null = null;
  let parts = 0;
  try {
    for await (const part of req.parts()) {
      parts++;
      if (part.type === 'file') {
        if (part.fieldname !== fileField || image) {
          await drain(part.file[Symbol.asyncIterator]());
          throw invalid(part.fieldname, 'UPLOAD_INVALID');
        }
        image = await storeImage(part, storage, o.folder);
      } else {
        const value = String(part.value);
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw invalid(part.fieldname, 'UPLOAD_INVALID');
        fields[part.fieldname] = value;
      }
    }
    if (parts === 0) throw invalid('_', 'UPLOAD_INVALID');
  } catch (err) {
    if (image) await storage.delete(image.key);
    if (err instanceof StorageFailure) throw err.original;
    throw asUploadError(err, fileField);
  }
  return { fields, image };
}
