import { Link, redirect, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath } from '@trilha/shared/kernel';
import { ApiError } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField, TextField } from '../../ui/Field.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { useLoginForm } from './use-login-form.ts';
import { messageText } from '../../i18n/index.ts';

/** Login is for signed-out users; a signed-in one goes to their landing page. */
export function loginLoader() {
  const s = session.get();
  return s ? redirect(landingPath(s.user.type)) : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Why the session ended, when the app sent the user here (e.g. a suspended company).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  // Not useServerForm: the sign-in page renders before react-hook-form and zod are loaded
  // (use-login-form.ts; docs/web-client.md "Code splitting").
  const { field, onSubmit, pending, formError, prefetch } = useLoginForm({
    onSuccess: (res) => {
      session.signIn(res);
      void navigate(landingPath(res.user.type), { replace: true });
    },
    // 000 §8: the server's message, or the generic one.
    errorMessage: (e) => (e instanceof ApiError && e.serverMessage) || messageText('loginError'),
  });

  return (
    <AuthLayout title={t('auth.welcome')} subtitle={t('auth.subtitle')}>
      <form noValidate className="space-y-5" onSubmit={onSubmit} onFocus={prefetch}>
        {formError ? <Alert>{formError}</Alert> : typeof notice === 'string' && <Alert>{notice}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          {...field('email')}
        />
        <PasswordField label={t('auth.password')} autoComplete="current-password" {...field('password')} />
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
