import { createHash, randomUUID } from 'node:crypto';
import type { FormFile, FormInput } from '../../kit/form-input.ts';
import Papa from 'papaparse';
import { isStorageUnavailable } from '@trilha/storage';
import {
  INSCRIPTION_IMPORT_LIMITS as LIMITS,
  INSCRIPTION_MESSAGES as M,
  importInscriptionFileBodySchema,
} from '@trilha/shared/inscriptions';
import type { AppDeps } from '../../deps.ts';
import { AppError, appError, validationFailed } from '../../kit/errors.ts';

export type StoredCsv = {
  key: string;
  fileName: string;
  checksum: string;
  /** Data lines (non-blank lines after the header). */
  lines: number;
  disciplineId: number;
};

const MB = 1024 * 1024;
const NL = 0x0a;
const CR = 0x0d;
/** Bytes that do not make a line count as a data line: blanks and separators (`;;;` is Excel's empty row). */
const BLANK = new Set([0x20, 0x09, CR, 0x2c, 0x3b]);

/**
 * Checks an enrolment CSV as it streams past, chunk by chunk, in constant memory: text (no NUL
 * byte), UTF-8 throughout (a fatal streaming decoder: Excel's "CSV" in pt-BR is Windows-1252 and
 * would turn every accented name into garbage), no line over LIMITS.lineMaxBytes, at most
 * LIMITS.linesMax data lines, and a header naming an `email` column. Hand-written because no CSV
 * library checks bytes before parsing; the parsing itself is papaparse's (the header here, every
 * line in the worker). Throws the AppError of the first problem, which aborts the upload.
 */
export class CsvUploadCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly hash = createHash('sha256');
  private header: Buffer[] = [];
  private headerDone = false;
  private line = 1;
  private lineBytes = 0;
  private lineHasText = false;
  dataLines = 0;

  push(chunk: Buffer): void {
    if (chunk.includes(0)) throw appError('INSCRIPTION_IMPORT_BINARY');
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      throw appError('INSCRIPTION_IMPORT_ENCODING');
    }
    this.hash.update(chunk);
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (b === NL) {
        this.endLine(chunk, start, i);
        start = i + 1;
      } else if (!this.lineHasText && !BLANK.has(b)) this.lineHasText = true;
    }
    this.grow(chunk, start, chunk.length);
  }

  /** At the end of the stream: the last line, the decoder's tail, the header. Returns the file's SHA-256. */
  finish(): string {
    try {
      this.decoder.decode();
    } catch {
      throw appError('INSCRIPTION_IMPORT_ENCODING');
    }
    if (this.lineBytes > 0) this.endLine(Buffer.alloc(0), 0, 0);
    if (!this.headerDone || !this.hasEmailColumn()) throw appError('INSCRIPTION_IMPORT_HEADER', { field: 'file' });
    if (this.dataLines === 0) throw appError('INSCRIPTION_IMPORT_EMPTY', { field: 'file' });
    return this.hash.digest('hex');
  }

  private grow(chunk: Buffer, from: number, to: number): void {
    this.lineBytes += to - from;
    if (this.lineBytes > LIMITS.lineMaxBytes)
      throw appError('INSCRIPTION_IMPORT_LINE_TOO_LONG', {
        message: M.inscriptionImportLineTooLong
          .replace('{line}', String(this.line))
          .replace('{limit}', String(LIMITS.lineMaxBytes)),
      });
    if (!this.headerDone && to > from) this.header.push(Buffer.from(chunk.subarray(from, to)));
  }

  private endLine(chunk: Buffer, from: number, to: number): void {
    this.grow(chunk, from, to);
    if (!this.headerDone) {
      // Blank lines before the header are skipped, as papaparse does.
      if (this.lineHasText) this.headerDone = true;
      else this.header = [];
    } else if (this.lineHasText && ++this.dataLines > LIMITS.linesMax) {
      throw appError('INSCRIPTION_IMPORT_FILE_TOO_MANY', {
        message: M.inscriptionImportFileTooManyLines.replace('{limit}', String(LIMITS.linesMax)),
      });
    }
    this.line++;
    this.lineBytes = 0;
    this.lineHasText = false;
  }

  private hasEmailColumn(): boolean {
    const text = Buffer.concat(this.header)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const fields = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t'] }).data[0] ?? [];
    return fields.some((f) => f.trim().toLowerCase() === 'email');
  }
}

const tooLarge = () =>
  appError('INSCRIPTION_IMPORT_FILE_TOO_LARGE', {
    message: M.inscriptionImportFileTooLarge.replace('{limit}', `${LIMITS.fileMaxBytes / MB} MB`),
  });

/** Streams one multipart file to `key` through the check; nothing is left behind when refused. */
async function storeCsv(
  deps: Pick<AppDeps, 'storage'>,
  key: string,
  part: FormFile,
): Promise<{ checksum: string; lines: number }> {
  const name = part.filename || '';
  if (!/\.csv$/i.test(name)) {
    part.file.resume();
    throw appError('INSCRIPTION_IMPORT_FILE_INVALID');
  }
  const check = new CsvUploadCheck();
  let refusal: unknown = null;
  async function* body() {
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        check.push(chunk);
        yield chunk;
      }
    } catch (err) {
      refusal = err;
      throw err;
    }
  }
  try {
    await deps.storage.put(key, body(), 'text/csv; charset=utf-8');
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    // The rest of the request is read and dropped, so the 422 reaches the browser.
    part.file.resume();
    const r = refusal as { code?: string } | null;
    if (r?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw refusal ?? err;
  }
  try {
    if (part.file.truncated) throw tooLarge();
    return { checksum: check.finish(), lines: check.dataLines };
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * Reads POST /discipline-inscriptions/import/file's form: one `file` (.csv, by name and content,
 * at most LIMITS.fileMaxBytes) streamed straight to private storage
 * (`private/c<company>/inscription-imports/<uuid>.csv`) while CsvUploadCheck reads it, and the
 * `discipline_id` field. The file is never held whole in memory. Anything refused leaves no object.
 */
export async function readCsvUpload(deps: Pick<AppDeps, 'storage'>, companyId: number, formInput: FormInput): Promise<StoredCsv> {
  const fields: Record<string, string> = {};
  let stored: Omit<StoredCsv, 'disciplineId'> | null = null;
  const key = `private/c${companyId}/inscription-imports/${randomUUID()}.csv`;
  try {
    for await (const part of formInput.parts({ fileSize: LIMITS.fileMaxBytes, files: 1, fields: 5, parts: 6 })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || stored) {
          part.file.resume();
          throw appError('INSCRIPTION_IMPORT_FILE_INVALID');
        }
        const { checksum, lines } = await storeCsv(deps, key, part);
        const fileName = [...(part.filename || 'matriculas.csv')].filter((c) => c.charCodeAt(0) >= 0x20).join('');
        stored = { key, fileName: fileName.slice(0, 255), checksum, lines };
      } else {
        const value = String(part.value);
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw appError('INSCRIPTION_IMPORT_FILE_INVALID');
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (stored) await deps.storage.delete(key).catch(() => undefined);
    if (err instanceof AppError) throw err;
    if ((err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else here is the form itself (no boundary, truncated, garbage): the client's fault.
    if (isStorageUnavailable(err)) throw err;
    throw appError('INSCRIPTION_IMPORT_FILE_INVALID');
  }
  const parsed = importInscriptionFileBodySchema.safeParse(fields);
  if (!parsed.success || !stored) {
    if (stored) await deps.storage.delete(key).catch(() => undefined);
    if (!parsed.success) throw validationFailed({ discipline_id: [parsed.error.issues[0]!.message] });
    throw appError('INSCRIPTION_IMPORT_FILE_INVALID');
  }
  return { ...stored, disciplineId: parsed.data.discipline_id };
}
