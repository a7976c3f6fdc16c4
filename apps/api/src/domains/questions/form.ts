import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { appError, validationFailed } from '../../http/app-error.ts';
import { readImageForm, type StoredImage } from '../../storage/image-upload.ts';
import type { Tenant } from '../../tenancy/tenant.ts';

// Question, option and feedback writes take JSON, or a multipart form with an optional image
// (file field `image`) whose text fields are the same body. A form carries only text, so the
// few fields that are not text are read back here before the one schema checks them: ids as
// numbers ('' = none), options/feedbacks as JSON arrays, yes/no as booleans.

const NUMERIC = new Set(['discipline_id', 'topic_id', 'quiz_id']);
const JSON_FIELDS = new Set(['options', 'feedbacks']);
const FLAGS = new Set(['remove_image', 'correct_answer']);

function fromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (NUMERIC.has(k)) out[k] = v === '' ? null : /^\d{1,10}$/.test(v) ? Number(v) : v;
    else if (JSON_FIELDS.has(k)) {
      try {
        out[k] = JSON.parse(v);
      } catch {
        throw appError('QUESTION_FORM_INVALID', { field: k });
      }
    } else if (FLAGS.has(k)) out[k] = v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v;
    else out[k] = v;
  }
  return out;
}

const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path.map(String).join('.') || '_'] ??= []).push(i.message);
  return errors;
};

export type QuestionForm<T> = { body: T; image: StoredImage | null; imageUrl: string | null };

export async function readQuestionForm<S extends z.ZodType>(
  deps: AppDeps,
  tenant: Tenant,
  req: FastifyRequest,
  json: z.infer<S> | null | undefined,
  schema: S,
): Promise<QuestionForm<z.infer<S>>> {
  if (!req.isMultipart()) {
    // The route validated the JSON already; an absent body is an empty one (update) or refused by the schema.
    if (json !== null && json !== undefined) return { body: json, image: null, imageUrl: null };
    const parsed = schema.safeParse({});
    if (!parsed.success) throw validationFailed(issuesToErrors(parsed.error.issues));
    return { body: parsed.data, image: null, imageUrl: null };
  }
  const form = await readImageForm(req, deps.storage, { folder: 'questions' });
  try {
    const parsed = schema.safeParse(fromFormFields(form.fields));
    if (!parsed.success) throw validationFailed(issuesToErrors(parsed.error.issues));
    return {
      body: parsed.data,
      image: form.image,
      imageUrl: form.image ? deps.storage.publicUrl(form.image.key, tenant.domain) : null,
    };
  } catch (err) {
    if (form.image) await deps.storage.delete(form.image.key);
    throw err;
  }
}

/** Runs the write; a refused one removes the image it brought, a done one the image it replaced. */
export async function withImage<T>(
  deps: AppDeps,
  form: QuestionForm<unknown>,
  write: () => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  let out: { result: T; replaced: string | null };
  try {
    out = await write();
  } catch (err) {
    if (form.image) await deps.storage.delete(form.image.key).catch(() => undefined);
    throw err;
  }
  const previous = out.replaced ? deps.storage.keyOfUrl(out.replaced) : null;
  if (previous) await deps.storage.delete(previous).catch(() => undefined);
  return out.result;
}
