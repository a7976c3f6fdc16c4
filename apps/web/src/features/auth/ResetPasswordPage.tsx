import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordBodySchema } from '@trilha/shared/auth';
import { hasCode, serverDetail } from '../../lib/api-errors.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/Field.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { resetPassword } from './api.ts';
import { messageText } from '../../i18n/index.ts';

/** Behind the e-mailed link <tenant>/reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { form, onSubmit, pending, formError } = useServerForm({
    schema: resetPasswordBodySchema,
    defaultValues: { token, password: '', password_confirmation: '' },
    submit: resetPassword,
    // Shown on the Login screen once the navigation has happened (the queued-toast rule).
    successOnNextScreen: true,
    onSuccess: () => navigate('/login', { replace: true }),
    errorDisplay: 'alert',
    // A used or expired link, or a refused password: the server's words; anything else the generic text.
    errorMessage: (e) =>
      (hasCode(e, 'PASSWORD_RESET_INVALID', 'VALIDATION_FAILED') && serverDetail(e)) || messageText('forgotPasswordError'),
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (token.length < 10)
    return (
      <AuthLayout title={t('auth.resetTitle')}>
        <div className="space-y-6">
          <Alert>{t('auth.resetMissingToken')}</Alert>
          <Link to="/forgot-password" className="font-medium text-primary-text underline underline-offset-4">
            {t('auth.requestNewLink')}
          </Link>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <form noValidate className="space-y-5" onSubmit={onSubmit}>
        {formError && <Alert>{formError}</Alert>}
        <input type="hidden" {...register('token')} />
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" className="w-full" loading={pending}>
          {t('auth.resetSubmit')}
        </Button>
        <div className="text-center">
          <Link to="/login" className="text-sm font-medium text-primary-text underline-offset-4 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
