import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  createCompanyBodySchema,
  updateCompanyBodySchema,
  type CreateCompanyBody,
  type UpdateCompanyBody,
} from '@trilha/shared/companies';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { FormSection } from '../users/FormSection.tsx';
import { schemaResolver } from '../users/form-resolver.ts';
import { FLAG_KEYS, LICENCE_KEYS, tenantAddress, type CompanyFormValues } from './company-form.ts';

type Props =
  | { mode: 'create'; defaults: CompanyFormValues; pending: boolean; onSubmit: (body: CreateCompanyBody) => Promise<unknown> }
  | { mode: 'update'; defaults: CompanyFormValues; pending: boolean; onSubmit: (body: UpdateCompanyBody) => Promise<unknown> };

/** Name, sub-domain (on creation), status, licences and feature flags of a company. */
export function CompanyForm(props: Props) {
  const { t } = useTranslation();
  const create = props.mode === 'create';
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<CompanyFormValues>({
    resolver: schemaResolver<CompanyFormValues>(create ? createCompanyBodySchema : updateCompanyBodySchema),
    defaultValues: props.defaults as DefaultValues<CompanyFormValues>,
  });
  const domain = watch('domain');

  const submit = handleSubmit(async (values) => {
    try {
      if (props.mode === 'create') await props.onSubmit(values as unknown as CreateCompanyBody);
      else {
        const { domain: _domain, ...rest } = values;
        await props.onSubmit(rest);
        reset(values);
      }
    } catch (e) {
      // Field errors from the server (e.g. the sub-domain is taken) go next to their fields.
      if (e instanceof ApiError && e.errors)
        for (const [field, messages] of Object.entries(e.errors))
          if (field in props.defaults && messages[0])
            setError(field as keyof CompanyFormValues, { message: messages[0] }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-4xl space-y-6">
      <FormSection title={t('companies.sectionData')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('companies.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <SelectField label={t('companies.status')} error={errors.status?.message} {...register('status')}>
            <option value="active">{t('companies.statusActive')}</option>
            <option value="inactive">{t('companies.statusInactive')}</option>
          </SelectField>
          {create && (
            <TextField
              label={t('companies.domain')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="sm:col-span-2"
              error={errors.domain?.message}
              hint={t('companies.domainHint', { address: tenantAddress(domain.trim(), window.location) })}
              {...register('domain')}
            />
          )}
        </div>
      </FormSection>

      <FormSection title={t('companies.sectionLicences')} description={t('companies.licencesHint')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LICENCE_KEYS.map((key) => (
            <TextField
              key={key}
              label={t(`companies.licence.${key}`)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors[key]?.message}
              {...register(key, { valueAsNumber: true })}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title={t('companies.sectionFlags')} description={t('companies.flagsHint')}>
        <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {FLAG_KEYS.map((key) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field }) => (
                <Switch
                  checked={!!field.value}
                  onChange={field.onChange}
                  label={t(`companies.flag.${key}`)}
                  description={t(`companies.flagHint.${key}`)}
                />
              )}
            />
          ))}
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to="/companies"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          {t('app.cancel')}
        </Link>
        <Button type="submit" loading={props.pending}>
          {create ? t('companies.createSubmit') : t('common.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
