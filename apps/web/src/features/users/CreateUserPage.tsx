import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, type UserType } from '@trilha/shared/kernel';
import { createUserBodySchema } from '@trilha/shared/users';
import { queryClient } from '../../app/query-client.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { session, useRequiredSession } from '../../lib/session.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { PasswordField, TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { companyOptionsQuery, responsibleOptionsQuery } from '../companies/public.ts';
import { createUser } from './api.ts';
import { assignableTypes, userErrorMessage } from './user-rules.ts';

/** users:create is checked by the app. Who may pick the company (users:manage-any) gets the choices. */
export async function createUserLoader() {
  const s = session.get();
  if (s && can(s.user.type, 'users:manage-any')) await queryClient.ensureQueryData(companyOptionsQuery);
  return null;
}

type FormValues = {
  name: string;
  email: string;
  type: UserType;
  password: string;
  password_confirmation: string;
  user_responsible: number | null;
  company_id: number | undefined;
};

const toId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Create Users (/users/create): a member of the host tenant's company, or (admins) of a chosen one. */
export function CreateUserPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const navigate = useNavigate();
  const anyCompany = can(s.user.type, 'users:manage-any');
  const types = assignableTypes(s.user.type);
  const companies = useQuery({ ...companyOptionsQuery, enabled: anyCompany });
  const responsibles = useQuery(responsibleOptionsQuery);
  const defaultValues: FormValues = {
    name: '',
    email: '',
    // The least privileged type the actor may give is the usual one.
    type: types[0]!,
    password: '',
    password_confirmation: '',
    user_responsible: null,
    company_id: anyCompany ? s.company.id : undefined,
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: createUserBodySchema,
    defaultValues,
    // A responsible belongs to the host tenant's company: none when the user joins another one.
    prepare: (v) => ({
      ...v,
      user_responsible: !anyCompany || v.company_id === s.company.id ? v.user_responsible : null,
      company_id: anyCompany ? v.company_id : undefined,
    }),
    submit: createUser,
    successOnNextScreen: true,
    errorMessage: (e) => userErrorMessage('create', e),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      await navigate('/users');
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const hostCompany = !anyCompany || watch('company_id') === s.company.id;

  return (
    <>
      <BackLink to="/users" label={t('users.backToList')} />
      <PageHeader title={t('users.createHeading')} subtitle={t('users.createSubtitle')} />
      <form noValidate className="max-w-3xl space-y-6" onSubmit={onSubmit}>
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
            {anyCompany && (
              <SelectField
                label={t('users.company')}
                error={errors.company_id?.message}
                hint={t('users.companyHint')}
                {...register('company_id', { setValueAs: (v: unknown) => toId(v) ?? undefined })}
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
                {...register('user_responsible', { setValueAs: toId })}
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
        <FormActions cancelTo="/users" pending={pending} submitLabel={t('users.createSubmit')} />
      </form>
    </>
  );
}
