import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, appError } from '../kit/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Actor } from '../kit/actor.ts';
import type { Tenant } from '../kit/tenant.ts';
import { sniffImage } from './image-upload.ts';
import { ZipDirectoryCheck } from './zip-directory.ts';
import { MATERIAL_MESSAGES as M } from '@trilha/shared/materials';

/**
 * Material uploads: every file of a form is streamed to storage as it arrives (never buffered
 * whole), checked by its content (magic bytes, and for docx/txt by what the stream holds) and by
 * its extension together, and capped at MATERIAL_UPLOAD_MAX_BYTES. Whatever is refused leaves no
 * object behind; the caller writes its rows afterwards and calls `discard` if that fails.
 */
export type UploadKind = 'file' | 'audio' | 'scorm' | 'image';
export type StoredUpload = {
  field: string;
  kind: UploadKind;
  key: string;
  size: number;
  mimeType: string;
  originalName: string;
  ext: string;
  fileType: 'pdf' | 'docx' | 'txt' | null;
  checksum: string;
};

type Detected = {
  kind: UploadKind;
  ext: string;
  mimeType: string;
  fileType: StoredUpload['fileType'];
  check?: () => StreamCheck;
};

/** Checks the whole stream, chunk by chunk, for what the first bytes cannot say. */
type StreamCheck = { push(chunk: Buffer): void; ok(): boolean };

/** A .txt is UTF-8 text: no NUL byte, valid UTF-8 throughout. */
const textCheck = (): StreamCheck => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let good = true;
  return {
    push(chunk) {
      if (!good) return;
      if (chunk.includes(0)) good = false;
      else
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          good = false;
        }
    },
    ok() {
      if (!good) return false;
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
};

/**
 * A .docx is a whole zip (its central directory checked as the bytes stream past: a file cut
 * short is refused) listing word/document.xml.
 */
const docxCheck = (): StreamCheck => {
  const zip = new ZipDirectoryCheck();
  return {
    push: (chunk) => zip.push(chunk),
    ok() {
      const directory = zip.result();
      return directory.ok && directory.names.has('word/document.xml');
    },
  };
};

const extOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const startsWith = (head: Buffer, s: string, at = 0) =>
  head.length >= at + s.length && head.toString('latin1', at, at + s.length) === s;
const isZip = (head: Buffer) => startsWith(head, 'PK\u0003\u0004');

/** What a file is, from its name's extension and its first bytes; null when they disagree. */
export function detectUpload(name: string, head: Buffer): Detected | null {
  const ext = extOf(name);
  switch (ext) {
    case 'pdf':
      return startsWith(head, '%PDF-') ? { kind: 'file', ext, mimeType: 'application/pdf', fileType: 'pdf' } : null;
    case 'docx':
      return isZip(head)
        ? {
            kind: 'file',
            ext,
            mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            fileType: 'docx',
            check: docxCheck,
          }
        : null;
    case 'txt':
      return { kind: 'file', ext, mimeType: 'text/plain; charset=utf-8', fileType: 'txt', check: textCheck };
    case 'mp3': {
      const frame = head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0;
      return startsWith(head, 'ID3') || frame ? { kind: 'audio', ext, mimeType: 'audio/mpeg', fileType: null } : null;
    }
    case 'wav':
      return startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)
        ? { kind: 'audio', ext, mimeType: 'audio/wav', fileType: null }
        : null;
    case 'ogg':
      return startsWith(head, 'OggS') ? { kind: 'audio', ext, mimeType: 'audio/ogg', fileType: null } : null;
    case 'm4a':
      return startsWith(head, 'ftyp', 4) ? { kind: 'audio', ext, mimeType: 'audio/mp4', fileType: null } : null;
    case 'zip':
      return isZip(head) ? { kind: 'scorm', ext, mimeType: 'application/zip', fileType: null } : null;
    case 'png':
    case 'jpg':
    case 'jpeg':
    case 'webp': {
      const img = sniffImage(head);
      return img ? { kind: 'image', ext: img.ext, mimeType: img.contentType, fileType: null } : null;
    }
    default:
      return null;
  }
}

/** The refusal of a file whose type is not the one expected of its field. */
const typeError = (field: string, kind: UploadKind | null) => {
  if (field === 'image' || kind === 'image') return appError('MATERIAL_ITEM_IMAGE_INVALID', { field });
  if (field === 'audio' || kind === 'audio') return appError('MATERIAL_ITEM_AUDIO_INVALID', { field });
  if (kind === 'scorm') return appError('MATERIAL_ITEM_SCORM_INVALID', { field });
  return appError('MATERIAL_ITEM_FILE_TYPE_INVALID', { field });
};

export const tooLarge = (field: string, maxBytes: number) =>
  appError('MATERIAL_ITEM_FILE_TOO_LARGE', {
    field,
    message: M.materialItemFileTooLarge.replace('{limit}', `${Math.round(maxBytes / 1024 / 1024)} MB`),
  });

async function drain(part: MultipartFile): Promise<void> {
  for await (const _ of part.file);
}

/** A failure of the storage itself: the server's (500), not the client's. */
class StorageFailure extends Error {
  constructor(readonly original: unknown) {
    super('storage failed');
  }
}

/** A file that is not what it says; `onInvalid` may collect it instead of refusing the form. */
export class InvalidUpload extends Error {
  constructor(
    readonly field: string,
    readonly filename: string,
    readonly refusal: AppError,
  ) {
    super(refusal.message);
  }
}

async function storePart(
  deps: AppDeps,
  companyId: number,
  part: MultipartFile,
  accept: readonly UploadKind[],
  maxBytes: number,
): Promise<StoredUpload> {
  const it = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < 16) {
    const r = await it.next();
    if (r.done) break;
    head = Buffer.concat([head, r.value]);
  }
  const name = part.filename || 'arquivo';
  const detected = head.length ? detectUpload(name, head) : null;
  if (!detected || !accept.includes(detected.kind)) {
    await drain(part);
    throw new InvalidUpload(part.fieldname, name, typeError(part.fieldname, detected?.kind ?? accept[0] ?? null));
  }
  const key =
    detected.kind === 'image'
      ? `public/materials/${randomUUID()}.${detected.ext}`
      : `private/c${companyId}/${detected.kind}/${randomUUID()}.${detected.ext}`;
  const check = detected.check?.();
  const hash = createHash('sha256');
  let streamError: unknown = null;
  async function* body() {
    check?.push(head);
    hash.update(head);
    yield head;
    for (;;) {
      let r: IteratorResult<Buffer>;
      try {
        r = await it.next();
      } catch (err) {
        throw (streamError = err);
      }
      if (r.done) return;
      check?.push(r.value);
      hash.update(r.value);
      yield r.value;
    }
  }
  let size: number;
  try {
    ({ size } = await deps.storage.put(key, body(), detected.mimeType));
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    if ((streamError as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname, maxBytes);
    throw streamError ?? new StorageFailure(err);
  }
  if (part.file.truncated) {
    await deps.storage.delete(key);
    throw tooLarge(part.fieldname, maxBytes);
  }
  if (check && !check.ok()) {
    await deps.storage.delete(key);
    throw new InvalidUpload(part.fieldname, name, typeError(part.fieldname, detected.kind));
  }
  return {
    field: part.fieldname,
    kind: detected.kind,
    key,
    size,
    mimeType: detected.mimeType,
    originalName: name.slice(0, 255),
    ext: detected.ext,
    fileType: detected.fileType,
    checksum: hash.digest('hex'),
  };
}

export type MaterialForm = { fields: Record<string, string>; uploads: StoredUpload[]; invalid: InvalidUpload[] };

/**
 * Reads a multipart form whose file fields are listed in `files` (field → kinds it accepts).
 * `repeat` names the one field that may come many times (the import's `files`); `collectInvalid`
 * lists files of the wrong type instead of refusing at the first (the import reports each).
 */
export async function readMaterialForm(
  req: FastifyRequest,
  deps: AppDeps,
  companyId: number,
  o: { files: Record<string, readonly UploadKind[]>; repeat?: string; maxFiles?: number; collectInvalid?: boolean },
): Promise<MaterialForm> {
  const maxBytes = deps.config.MATERIAL_UPLOAD_MAX_BYTES;
  const fields: Record<string, string> = {};
  const uploads: StoredUpload[] = [];
  const invalid: InvalidUpload[] = [];
  const seen = new Set<string>();
  let parts = 0;
  try {
    const maxFiles = o.maxFiles ?? Object.keys(o.files).length;
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 30, parts: maxFiles + 30 } })) {
      parts++;
      if (part.type === 'file') {
        const accept = o.files[part.fieldname];
        if (!accept || (seen.has(part.fieldname) && part.fieldname !== o.repeat)) {
          await drain(part);
          throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: part.fieldname });
        }
        seen.add(part.fieldname);
        try {
          uploads.push(await storePart(deps, companyId, part, accept, maxBytes));
        } catch (err) {
          if (err instanceof InvalidUpload && o.collectInvalid) invalid.push(err);
          else throw err;
        }
      } else {
        const value = String(part.value);
        if (value.includes('\u0000') || part.fieldname.includes('\u0000'))
          throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: part.fieldname });
        fields[part.fieldname] = value;
      }
    }
    if (parts === 0) throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: '_' });
  } catch (err) {
    await discard(deps, uploads);
    if (err instanceof StorageFailure) throw err.original;
    if (err instanceof InvalidUpload) throw err.refusal;
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('file', maxBytes);
    throw appError('MATERIAL_ITEM_UPLOAD_INVALID', { field: code === 'FST_FILES_LIMIT' ? 'file' : '_' });
  }
  return { fields, uploads, invalid };
}

/** Removes stored uploads (a refused request, a failed transaction). */
export async function discard(deps: AppDeps, uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(uploads.map((u) => deps.storage.delete(u.key).catch(() => undefined)));
}

/** Runs the writes that use the uploads; if they fail, the stored objects are removed. */
export async function usingUploads<T>(deps: AppDeps, uploads: readonly StoredUpload[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await discard(deps, uploads);
    throw err;
  }
}

/** The File row of a stored upload (materials' items and imports, and task submissions). */
export const fileData = (tenant: Tenant, actor: Actor, u: StoredUpload) => ({
  companyId: tenant.companyId,
  uploaderId: actor.id,
  storageKey: u.key,
  originalName: u.originalName,
  mimeType: u.mimeType,
  size: u.size,
  checksum: u.checksum,
});
