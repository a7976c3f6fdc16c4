import type { FormInput } from '../kit/form-input.ts';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { validationFailed } from '../kit/errors.ts';
import type { Tenant } from '../kit/tenant.ts';
import type { StoredImage } from './image-upload.ts';

// A write that takes JSON, or a multipart form with an optional image whose text fields are the
// same body (questions, options, feedbacks, alerts): one schema checks either, and the image goes
// to storage only to be removed again if anything after it refuses the request.

const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path.map(String).join('.') || '_'] ??= []).push(i.message);
  return errors;
};

export type ImageForm<T> = { body: T; image: StoredImage | null; imageUrl: string | null };

/**
 * The request's body checked by `schema` (422 with field errors), and its image already stored
 * (PNG, JPEG or WEBP by content, at most 2 MB; 422 otherwise). JSON was validated by the route:
 * an absent body is an empty one (an update of nothing, or refused by the schema). `fromFields`
 * reads back the form's non-text fields (ids, JSON arrays, flags) before the schema sees them. A
 * refused form leaves no file.
 */
export async function readBodyWithImage<S extends z.ZodType>(
  deps: Pick<AppDeps, 'storage'>,
  tenant: Tenant,
  formInput: FormInput,
  json: z.infer<S> | null | undefined,
  schema: S,
  o: { folder: string; fromFields?: (fields: Record<string, string>) => Record<string, unknown> },
): Promise<ImageForm<z.infer<S>>> {
  if (!formInput.multipart) {
    if (json !== null && json !== undefined) return { body: json, image: null, imageUrl: null };
    const parsed = schema.safeParse({});
    if (!parsed.success) throw validationFailed(issuesToErrors(parsed.error.issues));
    return { body: parsed.data, image: null, imageUrl: null };
  }
  const form = await formInput.imageForm({ folder: o.folder });
  try {
    const parsed = schema.safeParse(o.fromFields ? o.fromFields(form.fields) : form.fields);
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
export async function writeWithImage<T>(
  deps: Pick<AppDeps, 'storage'>,
  form: ImageForm<unknown>,
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
