import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createCompanyBodySchema,
  TIME_ZONES,
  updateCompanyBodySchema,
  type CompanyResponse,
  type CreateCompanyBody,
} from '@trilha/shared/companies';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { TextField } from '../../ui/Field.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { createCompany, responsibleOptionsQuery, updateCompany } from './api.ts';
import {
  FLAG_KEYS,
  LICENCE_KEYS,
  originsFromText,
  originsToText,
  tenantAddress,
  type CompanyFormValues,
} from './company-form.ts';

type Props = {
  defaults: CompanyFormValues;
  /** The answer to a save: the company as the server now has it. */
  onSaved: (saved: CompanyResponse['data']) => unknown;
  successMessage: (saved: CompanyResponse['data']) => string;
  errorMessage: (e: unknown) => string;
  /** The company's responsible now (kept as an option even when outside the staff list). */
  current?: { id: number; name: string } | null;
} & ({ mode: 'create' } | { mode: 'update'; id: number });

/** Name, sub-domain (on creation), status, licences and feature flags of a company. */
export function CompanyForm(props: Props) {
  const { t } = useTranslation();
  const create = props.mode === 'create';
  const { form, onSubmit, pending } = useServerForm({
    schema: create ? createCompanyBodySchema : updateCompanyBodySchema,
    defaultValues: props.defaults,
    // The sub-domain is chosen once, on creation; an update does not send it.
    prepare: ({ domain, ...rest }) => (create ? { ...rest, domain } : rest),
    submit: (body) => (props.mode === 'create' ? createCompany(body as CreateCompanyBody) : updateCompany(props.id, body)),
    successMessage: (r) => props.successMessage(r.data),
    successOnNextScreen: create,
    errorMessage: props.errorMessage,
    onSuccess: async (r) => {
      // Saved values become the form's new starting point (no longer "changed").
      if (!create) form.reset(form.getValues());
      await props.onSaved(r.data);
    },
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const domain = watch('domain');
  // Staff of this host (as the user form's responsible), plus the company's current responsible.
  const responsibles = useQuery(responsibleOptionsQuery);
  const options = (responsibles.data?.data ?? []).map((u) => ({ id: u.id, name: u.name }));
  const current = props.defaults.responsible_id;
  if (current !== null && props.current && !options.some((o) => o.id === current)) options.unshift(props.current);

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-4xl space-y-6">
      <FormSection title={t('companies.sectionData')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('companies.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <SelectField label={t('companies.status')} error={errors.status?.message} {...register('status')}>
            <option value="active">{t('companies.statusActive')}</option>
            <option value="inactive">{t('companies.statusInactive')}</option>
          </SelectField>
          <SelectField
            label={t('companies.timeZone')}
            hint={t('companies.timeZoneHint')}
            error={errors.time_zone?.message}
            {...register('time_zone')}
          >
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('companies.responsibleOptional')}
            hint={t('companies.responsibleHint')}
            error={errors.responsible_id?.message}
            {...register('responsible_id', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
          >
            <option value="">{t('companies.noResponsible')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
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

      <FormSection title={t('companies.sectionScorm')} description={t('companies.scormHint')}>
        <Controller
          control={control}
          name="scorm_allowed_origins"
          render={({ field }) => (
            <OriginsField
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('companies.scormOrigins')}
              hint={t('companies.scormOriginsHint')}
              error={originsError(errors)}
            />
          )}
        />
      </FormSection>

      <FormActions
        cancelTo="/companies"
        pending={pending}
        submitLabel={create ? t('companies.createSubmit') : t('common.saveChanges')}
      />
    </form>
  );
}

/** The first message about the list or one of its lines (the server names the line: scorm_allowed_origins.2). */
function originsError(errors: FieldErrors<CompanyFormValues>): string | undefined {
  const e = errors.scorm_allowed_origins as
    | ({ message?: string } & Record<number, { message?: string } | undefined>)
    | (({ message?: string } | undefined)[] & { message?: string })
    | undefined;
  if (!e) return undefined;
  if (e.message) return e.message;
  return Object.values(e).find((v): v is { message: string } => typeof v === 'object' && !!v?.message)?.message;
}

/** One origin per line; the form holds the list (blank lines dropped) while the box keeps what is typed. */
function OriginsField(props: {
  value: string[];
  onChange: (origins: string[]) => void;
  onBlur: () => void;
  label: string;
  hint: string;
  error?: string;
}) {
  const [text, setText] = useState(() => originsToText(props.value));
  return (
    <TextAreaField
      label={props.label}
      hint={props.hint}
      error={props.error}
      rows={4}
      autoCapitalize="none"
      autoComplete="off"
      spellCheck={false}
      placeholder="https://player.vimeo.com"
      value={text}
      onBlur={props.onBlur}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(originsFromText(e.target.value));
      }}
    />
  );
}
