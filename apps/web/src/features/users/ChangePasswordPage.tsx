import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams, redirect, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { landingPath, MESSAGES } from '@trilha/shared';
import { changePasswordBodySchema, type ChangePasswordBody } from '@trilha/shared/users';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { guardLoader, requireSession } from '../../lib/route-loader.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { queueToast } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/Field.tsx';
import { changePassword, userQuery } from './api.ts';
import { serverDetail } from './user-rules.ts';
import { BackLink } from './CreateUserPage.tsx';

/** Every role changes their own password; admins and managers another's (docs/permissions.md). */
export const changePasswordLoader = guardLoader(async ({ params }: LoaderFunctionArgs) => {
  const s = requireSession();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  if (id === s.user.id) return null;
  if (s.user.type !== 'admin' && s.user.type !== 'manager') throw redirect(landingPath(s.user.type));
  await queryClient.ensureQueryData(userQuery(id));
  return null;
});

type FormValues = { current_password?: string; password: string; password_confirmation: string };

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const own = id === s.user.id;
  const target = useQuery({ ...userQuery(id), enabled: !own }).data?.data;
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const back = own ? landingPath(s.user.type) : '/users';
  const save = useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(id, body),
    onSuccess: async (r) => {
      queueToast('success', r.message);
      await navigate(back);
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? Object.entries(e.errors ?? {}) : [];
      for (const [field, messages] of fields)
        if (messages[0] && ['current_password', 'password', 'password_confirmation'].includes(field))
          setError(field as keyof FormValues, { message: messages[0] }, { shouldFocus: true });
      setServerError(serverDetail(e) ?? MESSAGES.internalError);
    },
  });

  return (
    <>
      <BackLink to={back} label={own ? t('common.back') : t('users.backToList')} />
      <PageHeader
        title={t('users.changePasswordHeading')}
        subtitle={own ? t('users.changeOwnPasswordSubtitle') : t('users.changePasswordSubtitle', { name: target?.name ?? '' })}
      />
      <div className="max-w-xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="mb-5 flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-xl bg-primary-50 text-primary-700" aria-hidden>
            <KeyRound className="size-5" />
          </span>
          <p className="text-sm text-slate-600">{own ? t('users.ownSessionsNote') : t('users.otherSessionsNote')}</p>
        </div>
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit((values) => {
            setServerError(null);
            if (own && !values.current_password) {
              setError('current_password', { message: MESSAGES.currentPasswordRequired }, { shouldFocus: true });
              return;
            }
            save.mutate({ ...values, current_password: own ? values.current_password : undefined });
          })}
        >
          {serverError && <Alert>{serverError}</Alert>}
          {own && (
            <PasswordField
              label={t('users.currentPassword')}
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...register('current_password')}
            />
          )}
          <PasswordField
            label={t('users.newPassword')}
            autoComplete="new-password"
            hint={t('users.passwordHint')}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('users.passwordConfirmation')}
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...register('password_confirmation')}
          />
          <div className="flex justify-end pt-2">
            <Button type="submit" loading={save.isPending}>
              {t('users.changePasswordSubmit')}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
