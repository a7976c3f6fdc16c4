import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { type UserType } from '@trilha/shared';
import { createUserBodySchema, type CreateUserBody } from '@trilha/shared/users';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { guardLoader, requireRole } from '../../lib/route-loader.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify, queueToast } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasswordField, TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { companyOptionsQuery } from '../companies/api.ts';
import { createUser, responsibleOptionsQuery } from './api.ts';
import { assignableTypes, userErrorMessage } from './user-rules.ts';
import { FormSection } from './FormSection.tsx';
import { schemaResolver } from './form-resolver.ts';

export const createUserLoader = guardLoader(async () => {
  const s = requireRole(['admin', 'manager']);
  // An admin may create the user in any company: the choices are loaded with the screen.
  if (s.user.type === 'admin') await queryClient.ensureQueryData(companyOptionsQuery);
  return null;
});

type FormValues = {
  name: string;
  email: string;
  type: UserType;
  password: string;
  password_confirmation: string;
  user_responsible: number | null;
  company_id: number | undefined;
};

/** Create Users (/users/create): a member of the host tenant's company, or (admins) of a chosen one. */
export function CreateUserPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const navigate = useNavigate();
  const admin = s.user.type === 'admin';
  const types = assignableTypes(s.user.type);
  const companies = useQuery({ ...companyOptionsQuery, enabled: admin });
  const responsibles = useQuery(responsibleOptionsQuery);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, CreateUserBody>({
    resolver: schemaResolver<FormValues, CreateUserBody>(createUserBodySchema),
    defaultValues: {
      name: '',
      email: '',
      type: types.includes('student') ? 'student' : types[0],
      password: '',
      password_confirmation: '',
      user_responsible: null,
      company_id: admin ? s.company.id : undefined,
    },
  });
  const companyId = watch('company_id');
  const hostCompany = !admin || companyId === s.company.id;

  const create = useMutation({
    mutationFn: createUser,
    onSuccess: async (r) => {
      queueToast('success', r.message);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      await navigate('/users');
    },
    onError: (e) => {
      notify.error(userErrorMessage('create', e));
      if (e instanceof ApiError && e.errors)
        for (const [field, messages] of Object.entries(e.errors))
          if (field in createUserBodySchema.shape && messages[0])
            setError(field as keyof FormValues, { message: messages[0] }, { shouldFocus: true });
    },
  });

  return (
    <>
      <BackLink to="/users" label={t('users.backToList')} />
      <PageHeader title={t('users.createHeading')} subtitle={t('users.createSubtitle')} />
      <form
        noValidate
        className="max-w-3xl space-y-6"
        onSubmit={handleSubmit((values) =>
          create.mutate({
            ...values,
            user_responsible: hostCompany ? values.user_responsible : null,
            company_id: admin ? values.company_id : undefined,
          }),
        )}
      >
        <FormSection title={t('users.sectionProfile')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('users.name')}
              autoComplete="off"
              error={errors.name?.message}
              className="sm:col-span-2"
              {...register('name')}
            />
            <TextField
              label={t('users.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <SelectField label={t('users.role')} error={errors.type?.message} {...register('type')}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`roles.${type}`)}
                </option>
              ))}
            </SelectField>
            {admin && (
              <SelectField
                label={t('users.company')}
                error={errors.company_id?.message}
                hint={t('users.companyHint')}
                {...register('company_id', { setValueAs: (v: unknown) => (v === '' ? undefined : Number(v)) })}
              >
                <option value={s.company.id}>{s.company.name}</option>
                {(companies.data?.data ?? [])
                  .filter((c) => c.id !== s.company.id)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </SelectField>
            )}
            {hostCompany && (
              <SelectField
                label={t('users.responsibleOptional')}
                error={errors.user_responsible?.message}
                {...register('user_responsible', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
              >
                <option value="">{t('users.noResponsible')}</option>
                {(responsibles.data?.data ?? []).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        </FormSection>
        <FormSection title={t('users.sectionPassword')} description={t('users.passwordHint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              label={t('users.password')}
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label={t('users.passwordConfirmation')}
              autoComplete="new-password"
              error={errors.password_confirmation?.message}
              {...register('password_confirmation')}
            />
          </div>
        </FormSection>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to="/users"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
          >
            {t('app.cancel')}
          </Link>
          <Button type="submit" loading={create.isPending}>
            {t('users.createSubmit')}
          </Button>
        </div>
      </form>
    </>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
