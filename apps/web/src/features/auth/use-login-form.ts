import { useRef, useState, type FormEvent } from 'react';
import type { LoginResponse } from '@trilha/shared/auth';
import type { LoginErrors, LoginField } from './login.ts';

const FIELDS: readonly LoginField[] = ['email', 'password'];
/** The schema and the call: loaded when the form is first focused, or at the latest on submit. */
const loadLogin = () => import('./login.ts');

/**
 * The sign-in form: what `useServerForm` does for every other form (docs/web-client.md "Forms"),
 * for two fields and without react-hook-form, react-query or zod before the first use, so the
 * sign-in page renders with less JavaScript ("Code splitting"). Same behaviour: the shared schema
 * (`loginBodySchema`) validates on submit, its first message per field shows under the field and
 * the first invalid field takes focus; after a submit each change checks its field again; the
 * server's field errors (`errors` map or a domain code's field) go under the fields, its message in
 * the form's alert; a submit while one is running is ignored.
 */
export function useLoginForm(o: {
  onSuccess: (result: LoginResponse) => void;
  /** The alert's text for a failure. */
  errorMessage: (e: unknown) => string;
}) {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const values = () => ({ email: inputs.current.email?.value ?? '', password: inputs.current.password?.value ?? '' });
  const focusFirst = (found: LoginErrors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    submitted.current = true;
    const { checkLogin, login } = await loadLogin();
    const checked = checkLogin(values());
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    busy.current = true;
    setPending(true);
    try {
      o.onSuccess(await login(checked.body));
    } catch (err) {
      // The error table (every domain's codes) loads only when a sign-in fails, not with the page.
      const { fieldErrors } = await import('../../lib/api-errors.ts');
      const found = Object.fromEntries(fieldErrors(err, FIELDS).map(({ field, message }) => [field, message]));
      setErrors(found);
      focusFirst(found);
      setFormError(o.errorMessage(err));
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  /** Props of a field: its input, its error, and (after a submit) a check on every change. */
  const field = (name: LoginField) => ({
    name,
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    error: errors[name],
    onChange: () => {
      if (!submitted.current) return;
      void loadLogin().then(({ checkLogin }) => {
        const checked = checkLogin(values());
        setErrors((prev) => ({ ...prev, [name]: checked.errors?.[name] }));
      });
    },
  });

  return {
    field,
    pending,
    formError,
    onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e),
    /** On the form's first focus: the schema starts loading while the person types. */
    prefetch: () => void loadLogin(),
  };
}
