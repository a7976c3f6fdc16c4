import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { forgotPasswordBodySchema } from '@trilha/shared/auth';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { forgotPassword } from './api.ts';
import { messageText } from '../../i18n/index.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit, pending, formError } = useServerForm({
    schema: forgotPasswordBodySchema,
    defaultValues: { email: '' },
    submit: ({ email }) => forgotPassword(email),
    // The answer replaces the form (its message in a success alert), no toast.
    successMessage: null,
    onSuccess: (r) => setSent(r.message),
    errorDisplay: 'alert',
    errorMessage: () => messageText('forgotPasswordError'),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const back = (
    <Link
      to="/login"
      className="inline-flex items-center gap-2 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('auth.backToLogin')}
    </Link>
  );

  if (sent)
    return (
      <AuthLayout title={t('auth.forgotSent')}>
        <div className="space-y-6">
          <div className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
            <MailCheck className="size-7" aria-hidden />
          </div>
          <Alert tone="success">{sent}</Alert>
          {back}
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <form noValidate className="space-y-5" onSubmit={onSubmit}>
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" loading={pending}>
          {t('auth.forgotSubmit')}
        </Button>
        <div className="text-center">{back}</div>
      </form>
    </AuthLayout>
  );
}
