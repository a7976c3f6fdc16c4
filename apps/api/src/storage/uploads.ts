import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, appError } from '../kit/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Actor } from '../kit/actor.ts';
import type { Tenant } from '../kit/tenant.ts';
import { fileTypeFromBuffer } from 'file-type';
import { imageKindOf, SNIFF_BYTES } from './image-upload.ts';
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
type StreamCheck = { push(chunk: Buffer): void; ok(): boolean | Promise<boolean> };

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

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A .docx is a whole zip (its central directory checked as the bytes stream past: a file cut
 * short is refused) listing word/document.xml.
 */
const docxCheck = (): StreamCheck => {
  const zip = new ZipDirectoryCheck();
  return {
    push: (chunk) => zip.push(chunk),
    async ok() {
      const directory = await zip.result();
      return directory.ok && directory.names.has('word/document.xml');
    },
  };
};

const extOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Per extension: what file-type must find in the first bytes (its `ext`; several where one
 * container has many names), and what is stored. Only the extensions listed are accepted.
 */
const TYPES: Record<string, Omit<Detected, 'ext'> & { found: readonly string[] | null }> = {
  // An Illustrator file is a PDF that file-type names by its creator.
  pdf: { kind: 'file', mimeType: 'application/pdf', fileType: 'pdf', found: ['pdf', 'ai'] },
  // file-type names a zip docx only when [Content_Types].xml comes first: the directory check decides.
  docx: { kind: 'file', mimeType: DOCX_MIME, fileType: 'docx', found: ['docx', 'zip'], check: docxCheck },
  // Text has no magic bytes (file-type cannot tell it): the whole stream is checked instead.
  txt: { kind: 'file', mimeType: 'text/plain; charset=utf-8', fileType: 'txt', found: null, check: textCheck },
  mp3: { kind: 'audio', mimeType: 'audio/mpeg', fileType: null, found: ['mp3', 'mp2', 'mp1'] },
  wav: { kind: 'audio', mimeType: 'audio/wav', fileType: null, found: ['wav'] },
  ogg: { kind: 'audio', mimeType: 'audio/ogg', fileType: null, found: ['ogg', 'oga', 'opus', 'spx', 'ogx', 'ogv', 'ogm'] },
  // MP4 audio: M4A/M4B brands, or the generic ones (isom, mp42) many encoders write.
  m4a: { kind: 'audio', mimeType: 'audio/mp4', fileType: null, found: ['m4a', 'm4b', 'f4a', 'f4b', 'mp4'] },
  zip: { kind: 'scorm', mimeType: 'application/zip', fileType: null, found: ['zip'] },
};
const IMAGE_EXTS = new Set(['png', 'jpg', 'jpeg', 'webp']);

/** What a file is, from its name's extension and its first bytes together; null when they disagree. */
export async function detectUpload(name: string, head: Buffer): Promise<Detected | null> {
  const ext = extOf(name);
  const found = await fileTypeFromBuffer(head);
  if (IMAGE_EXTS.has(ext)) {
    // An image is stored under the type its bytes say, whichever of the three its name claims.
    const img = imageKindOf(found);
    return img ? { kind: 'image', ext: img.ext, mimeType: img.contentType, fileType: null } : null;
  }
  const type = Object.hasOwn(TYPES, ext) ? TYPES[ext] : undefined;
  if (!type) return null;
  const { found: expected, ...detected } = type;
  if (expected && (!found || !expected.includes(found.ext))) return null;
  return { ...detected, ext };
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
  deps: Pick<AppDeps, 'config' | 'storage'>,
  companyId: number,
  part: MultipartFile,
  accept: readonly UploadKind[],
  maxBytes: number,
): Promise<StoredUpload> {
  const it = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const r = await it.next();
    if (r.done) break;
    head = Buffer.concat([head, r.value]);
  }
  const name = part.filename || 'arquivo';
  const detected = head.length ? await detectUpload(name, head) : null;
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
  if (check && !(await check.ok())) {
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
  deps: Pick<AppDeps, 'config' | 'storage'>,
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
export async function discard(deps: Pick<AppDeps, 'config' | 'storage'>, uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(uploads.map((u) => deps.storage.delete(u.key).catch(() => undefined)));
}

/** Runs the writes that use the uploads; if they fail, the stored objects are removed. */
export async function usingUploads<T>(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  uploads: readonly StoredUpload[],
  write: () => Promise<T>,
): Promise<T> {
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
