import type { FormInput } from '../../kit/form-input.ts';
import { checkQuestionFileBodySchema, IMPORT_LIMITS } from '@trilha/shared/question-import';
import { QUESTION_IMPORT_MESSAGES as M } from '@trilha/shared/question-import';
import { AppError, appError, validationFailed } from '../../kit/errors.ts';
import { zipDirectoryOf } from '../../storage/zip-directory.ts';

export type QuestionUpload = { fileName: string; format: 'docx' | 'csv'; bytes: Buffer; disciplineId: number };

const invalid = () => appError('QUESTION_IMPORT_FILE_INVALID');
const tooLarge = () =>
  appError('QUESTION_IMPORT_FILE_TOO_LARGE', {
    message: M.questionImportFileTooLarge.replace('{limit}', `${IMPORT_LIMITS.fileMaxBytes / 1024 / 1024} MB`),
  });

const DOCX_ENTRY = 'word/document.xml';

/**
 * What the bytes are, by extension and content together; null when they disagree. A .docx is a
 * whole zip (its central directory read and checked: a file cut short is refused now, while the
 * user is there, not by the job) listing word/document.xml.
 */
async function detect(name: string, bytes: Buffer): Promise<'docx' | 'csv' | 'corrupted' | null> {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'docx') {
    if (!bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'))) return null;
    const zip = await zipDirectoryOf(bytes);
    if (!zip.ok) return 'corrupted';
    return zip.names.has(DOCX_ENTRY) ? 'docx' : null;
  }
  // A CSV is text: no NUL byte (a binary renamed .csv is refused here, not by the parser).
  if (ext === 'csv') return bytes.length > 0 && !bytes.includes(0) ? 'csv' : null;
  return null;
}

/**
 * Reads POST /quizzes/file/check's form: one `file` and `discipline_id`. The file is read chunk by
 * chunk and the request is cut at IMPORT_LIMITS.fileMaxBytes, so an oversized upload is never held
 * whole; what is kept (≤ 5 MB) goes to the question_imports row for the worker. Type by extension
 * and content; anything else in the form is refused.
 */
export async function readQuestionUpload(formInput: FormInput): Promise<QuestionUpload> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of formInput.parts({ fileSize: IMPORT_LIMITS.fileMaxBytes, files: 1, fields: 5, parts: 6 })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          for await (const _ of part.file);
          throw invalid();
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) throw tooLarge();
        file = { name: (part.filename || 'arquivo').slice(0, 255), bytes: Buffer.concat(chunks) };
      } else {
        const value = String(part.value);
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw invalid();
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Anything else here is the form itself (no boundary, truncated, garbage): the client's fault.
    if ((err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw invalid();
  }
  const parsed = checkQuestionFileBodySchema.safeParse(fields);
  if (!parsed.success) throw validationFailed({ discipline_id: [parsed.error.issues[0]!.message] });
  if (!file) throw invalid();
  const format = await detect(file.name, file.bytes);
  if (format === 'corrupted') throw appError('QUESTION_IMPORT_FILE_CORRUPTED');
  if (!format) throw invalid();
  return {
    fileName: [...file.name].filter((c) => c.charCodeAt(0) >= 0x20).join(''),
    format,
    bytes: file.bytes,
    disciplineId: parsed.data.discipline_id,
  };
}
