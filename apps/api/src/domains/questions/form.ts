import type { FormInput } from '../../kit/form-input.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import { readBodyWithImage, type ImageForm } from '../../storage/image-form.ts';
import type { Tenant } from '../../kit/tenant.ts';

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

/** A question's form: its JSON body or its multipart fields read back, and its stored image. */
export function readQuestionForm<S extends z.ZodType>(
  deps: Pick<AppDeps, 'storage'>,
  tenant: Tenant,
  formInput: FormInput,
  json: z.infer<S> | null | undefined,
  schema: S,
): Promise<ImageForm<z.infer<S>>> {
  return readBodyWithImage(deps, tenant, formInput, json, schema, { folder: 'questions', fromFields: fromFormFields });
}
