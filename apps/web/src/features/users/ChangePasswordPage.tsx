import { useNavigate, useParams, redirect, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { can, canChangeMemberIdentity, landingPath } from '@trilha/shared/kernel';
import { changePasswordBodySchema } from '@trilha/shared/users';
import { queryClient } from '../../app/query-client.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { requireSession } from '../../lib/route-loader.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/Field.tsx';
import { changePassword, userQuery } from './api.ts';
import { messageText } from '../../i18n/index.ts';

/**
 * Everyone changes their own password (users:change-password, checked by the app); another's only
 * those who may change that user (policy canChangeMemberIdentity: their type, and admins only for a
 * member shared with another company), which needs the user's record.
 */
export async function changePasswordLoader({ params }: LoaderFunctionArgs) {
  const s = requireSession();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  if (id === s.user.id) return null;
  if (!can(s.user.type, 'users:update')) throw redirect(landingPath(s.user.type));
  const target = await queryClient.ensureQueryData(userQuery(id));
  if (!canChangeMemberIdentity(s.user.type, target.data)) throw redirect(landingPath(s.user.type));
  return null;
}

const ownPasswordSchema = changePasswordBodySchema.refine((b) => !!b.current_password, {
  path: ['current_password'],
  error: messageText('currentPasswordRequired'),
});

type FormValues = { current_password: string; password: string; password_confirmation: string };

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const own = id === s.user.id;
  const target = useQuery({ ...userQuery(id), enabled: !own }).data?.data;
  const back = own ? landingPath(s.user.type) : '/users';
  const defaultValues: FormValues = { current_password: '', password: '', password_confirmation: '' };
  const { form, onSubmit, pending, formError } = useServerForm({
    // One's own password needs the current one (the API says so too: CURRENT_PASSWORD_REQUIRED);
    // another's is set without it.
    schema: own ? ownPasswordSchema : changePasswordBodySchema,
    defaultValues,
    prepare: (v) => ({ ...v, current_password: own ? v.current_password : undefined }),
    submit: (body) => changePassword(id, body),
    successOnNextScreen: true,
    onSuccess: () => navigate(back),
    errorDisplay: 'alert',
    errorMessage: (e) => serverDetail(e) ?? messageText('internalError'),
  });
  const {
    register,
    formState: { errors },
  } = form;

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
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          {formError && <Alert>{formError}</Alert>}
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
            <Button type="submit" loading={pending}>
              {t('users.changePasswordSubmit')}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
