// What the sign-in form needs only once someone uses it: the shared login schema (zod) and the
// call. features/auth/use-login-form.ts imports this lazily, so the sign-in page renders without zod.
import { loginBodySchema, type LoginBody } from '@trilha/shared/auth';
import { serverText } from '../../i18n/refusals.ts';

export { login } from './api.ts';

export type LoginField = keyof LoginBody;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The form's values checked by the schema the API runs: the body to send, or the first message of
 * each field (as `useServerForm`'s resolver shows them).
 */
export function checkLogin(values: LoginBody): { body: LoginBody; errors?: undefined } | { errors: LoginErrors } {
  const parsed = loginBodySchema.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LoginField;
    // The schema's texts are MESSAGES (pt-BR): in English or Spanish, shown in the language.
    errors[field] ??= serverText(issue.message);
  }
  return { errors };
}
