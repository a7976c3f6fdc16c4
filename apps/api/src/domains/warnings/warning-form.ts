import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { validationFailed } from '../../http/app-error.ts';
import { readImageForm, type StoredImage } from '../../storage/image-upload.ts';
import type { Tenant } from '../../tenancy/tenant.ts';

// An alert is written as a multipart form (001 §7) whose text fields are the JSON body's, with an
// optional `image` file streamed to storage; JSON without a file is taken too.

const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path.map(String).join('.') || '_'] ??= []).push(i.message);
  return errors;
};

export type WarningForm<T> = { body: T; image: StoredImage | null; imageUrl: string | null };

/**
 * The request's fields checked by `schema` (422 with field errors), and its image already stored
 * (PNG, JPEG or WEBP by content, at most 2 MB; 422 otherwise). A refused form leaves no file.
 */
export async function readWarningForm<S extends z.ZodType>(
  deps: AppDeps,
  tenant: Tenant,
  req: FastifyRequest,
  json: z.infer<S> | null | undefined,
  schema: S,
): Promise<WarningForm<z.infer<S>>> {
  if (!req.isMultipart()) {
    if (json !== null && json !== undefined) return { body: json, image: null, imageUrl: null };
    // No body at all: what the schema says of an empty one (an update of nothing, a create refused).
    const parsed = schema.safeParse({});
    if (!parsed.success) throw validationFailed(issuesToErrors(parsed.error.issues));
    return { body: parsed.data, image: null, imageUrl: null };
  }
  const form = await readImageForm(req, deps.storage, { folder: 'warnings' });
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    if (form.image) await deps.storage.delete(form.image.key);
    throw validationFailed(issuesToErrors(parsed.error.issues));
  }
  return {
    body: parsed.data,
    image: form.image,
    imageUrl: form.image ? deps.storage.publicUrl(form.image.key, tenant.domain) : null,
  };
}

/** Runs the write; a refused one removes the image it brought, a done one the image it replaced. */
export async function writeWithImage<T>(
  deps: AppDeps,
  form: WarningForm<unknown>,
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
