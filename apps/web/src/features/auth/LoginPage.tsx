import { Link, redirect, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath, MESSAGES } from '@trilha/shared';
import { loginBodySchema } from '@trilha/shared/auth';
import { ApiError } from '../../lib/api.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { session } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField, TextField } from '../../ui/Field.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { login } from './api.ts';

/** Login is for signed-out users; a signed-in one goes to their landing page. */
export function loginLoader() {
  const s = session.get();
  return s ? redirect(landingPath(s.user.type)) : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, onSubmit, pending, formError } = useServerForm({
    schema: loginBodySchema,
    defaultValues: { email: '', password: '' },
    submit: login,
    successMessage: null,
    onSuccess: (res) => {
      session.signIn(res);
      void navigate(landingPath(res.user.type), { replace: true });
    },
    // 000 §8: the server's message, or the generic one.
    errorDisplay: 'alert',
    errorMessage: (e) => (e instanceof ApiError && e.serverMessage) || MESSAGES.loginError,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AuthLayout title={t('auth.welcome')} subtitle={t('auth.subtitle')}>
      <form noValidate className="space-y-5" onSubmit={onSubmit}>
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary-text underline-offset-4 hover:underline">
            {t('auth.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={pending}>
          {pending ? t('auth.submitting') : t('auth.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
