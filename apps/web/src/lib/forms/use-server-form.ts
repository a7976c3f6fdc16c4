import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ErrorCode } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../api.ts';
import { errorCode, fieldErrors, serverDetail } from '../api-errors.ts';
import { notify, queueToast } from '../toast.ts';
import { currentLocale, DEFAULT_LOCALE } from '../../i18n/locale.ts';
import { serverText } from '../../i18n/refusals.ts';

export type ServerFormOptions<Values extends FieldValues, Body, Result> = {
  /**
   * The shared zod schema of the request body: the form's only validation (the API runs the same
   * one), its messages are the spec's, its output is what `submit` sends.
   */
  schema: z.ZodType<Body>;
  /** Every field's starting value (its type is the form's values type). */
  defaultValues: Values;
  /** The values as the schema should see them, e.g. a field hidden by another's choice set to null. */
  prepare?: (values: Values) => unknown;
  /** Sends the checked body (the API call). */
  submit: (body: Body, form: UseFormReturn<Values, unknown, Body>) => Promise<Result>;
  onSuccess?: (result: Result, body: Body) => unknown;
  /** The success toast: the answer's `message` by default; a function to choose; null for none. */
  successMessage?: ((result: Result) => string | null | undefined) | null;
  /** The form leaves the screen on success: its toast shows on the next one. */
  successOnNextScreen?: boolean;
  /** The error text: the server's own words by default (lib/api-errors serverDetail); null for none. */
  errorMessage?: (e: unknown) => string | null | undefined;
  /** Where the error text goes: a toast (default) or the form's alert (`formError`, e.g. Login). */
  errorDisplay?: 'toast' | 'alert';
  /** The form is in a modal: its error toasts go to the modal's own toaster (ui/DialogToaster). */
  dialog?: boolean;
  /**
   * Domain error codes this screen handles itself (fields named by a code's ERRORS entry are put on
   * their field already). Return true when the default handling (fields, toast) should not run.
   */
  onErrorCode?: Partial<Record<ErrorCode, (e: ApiError, form: UseFormReturn<Values, unknown, Body>) => boolean | void>>;
  /** The values did not pass the schema (the waitlist toasts the first problem). */
  onInvalid?: (errors: FieldErrors<Values>) => void;
};

const resultMessage = (r: unknown): string | undefined =>
  typeof r === 'object' && r !== null && typeof (r as { message?: unknown }).message === 'string'
    ? (r as { message: string }).message
    : undefined;

/** Every `message` of a react-hook-form error tree, in the page's language when it is a MESSAGES text. */
function translateMessages(errors: unknown): void {
  if (currentLocale === DEFAULT_LOCALE || !errors || typeof errors !== 'object') return;
  for (const value of Object.values(errors as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const e = value as { message?: unknown };
    if (typeof e.message === 'string') e.message = serverText(e.message);
    translateMessages(value);
  }
}

/**
 * A form that sends to the API (docs/web-client.md "Forms"): react-hook-form validated by the
 * shared schema; on failure the server's field errors (`errors` map or a domain code's field) go
 * under their fields and the first is focused, the rest is a toast or the form's alert; on success
 * the answer's message is a toast. `pending` is true while the request runs (submit is ignored).
 */
export function useServerForm<Values extends FieldValues, Body, Result>(o: ServerFormOptions<Values, Body, Result>) {
  const [formError, setFormError] = useState<string | null>(null);
  const zod = zodResolver(o.schema as never) as unknown as Resolver<Values, unknown, Body>;
  // The schema's messages are the spec's pt-BR texts; in English or Spanish those that are MESSAGES
  // texts show in the language (docs/web-client.md "Languages").
  const schemaResolver: Resolver<Values, unknown, Body> = async (values, ctx, opts) => {
    const result = await zod(values, ctx, opts);
    translateMessages(result.errors);
    return result;
  };
  const form = useForm<Values, unknown, Body>({
    defaultValues: o.defaultValues as DefaultValues<Values>,
    resolver: o.prepare ? (values, ctx, opts) => schemaResolver(o.prepare!(values) as Values, ctx, opts) : schemaResolver,
  });
  const fields = Object.keys(o.defaultValues);

  // The client is passed, not taken from a provider: forms outside the signed-in shell (Forgot and
  // Reset Password) have no QueryClientProvider above them (shell/AppShell.tsx ShellLayout).
  const mutation = useMutation(
    {
      mutationFn: (body: Body) => o.submit(body, form),
      onSuccess: async (result, body) => {
        const message = o.successMessage === null ? null : (o.successMessage ?? resultMessage)(result);
        if (message) {
          if (o.successOnNextScreen) queueToast('success', message);
          else notify.success(message);
        }
        await o.onSuccess?.(result, body);
      },
      onError: (e) => {
        const code = errorCode(e) as ErrorCode | undefined;
        const own = code ? o.onErrorCode?.[code] : undefined;
        if (own && e instanceof ApiError && own(e, form) === true) return;
        fieldErrors(e, fields).forEach(({ field, message }, i) =>
          form.setError(field as Path<Values>, { type: 'server', message: serverText(message) }, { shouldFocus: i === 0 }),
        );
        const text = o.errorMessage ? o.errorMessage(e) : serverDetail(e);
        if (text === null) return;
        if (o.errorDisplay === 'alert') setFormError(text ?? serverDetail(e) ?? null);
        else notify.error(text, { dialog: o.dialog });
      },
    },
    queryClient,
  );

  const onSubmit = form.handleSubmit(
    (body) => {
      if (mutation.isPending) return;
      setFormError(null);
      mutation.mutate(body);
    },
    (errors) => o.onInvalid?.(errors),
  );

  return { form, onSubmit, pending: mutation.isPending, formError, mutation };
}
