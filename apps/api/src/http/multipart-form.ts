import type { AppDeps } from '../deps.ts';
import { validationFailed } from '../kit/errors.ts';
import { discard, type StoredUpload } from '../storage/uploads.ts';

type Issue = { path: PropertyKey[]; message: string };
type Parser<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } } };

export const issuesToErrors = (issues: Issue[]): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path.map(String).join('.') || '_'] ??= []).push(i.message);
  return errors;
};

/**
 * A multipart form's text fields through the route's body schema (the same one its JSON body
 * uses); invalid fields are a 422 like a JSON body's, and the files already stored are removed.
 */
export async function parseFields<T>(
  deps: Pick<AppDeps, 'config' | 'storage'>,
  uploads: readonly StoredUpload[],
  schema: Parser<T>,
  fields: Record<string, string>,
): Promise<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  await discard(deps, uploads);
  throw validationFailed(issuesToErrors(parsed.error.issues));
}
