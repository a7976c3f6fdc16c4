import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@trilha/shared';
import { resetPasswordBodySchema, type ResetPasswordBody } from '@trilha/shared/auth';
import { ApiError } from '../../lib/api.ts';
import { queueToast } from '../../lib/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/Field.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { resetPassword } from './api.ts';

/** Behind the e-mailed link <tenant>/reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (r) => {
      // Shown on the Login screen once the navigation has happened (the queued-toast rule).
      queueToast('success', r.message);
      void navigate('/login', { replace: true });
    },
    onError: (e) =>
      setServerError((e instanceof ApiError && e.status === 422 && e.serverMessage) || MESSAGES.forgotPasswordError),
  });

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
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          mutation.mutate(values);
        })}
      >
        {serverError && <Alert>{serverError}</Alert>}
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
        <Button type="submit" className="w-full" loading={mutation.isPending}>
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
