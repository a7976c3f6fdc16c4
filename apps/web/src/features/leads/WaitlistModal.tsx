import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { createLeadBodySchema, leadResponseSchema, type CreateLeadBody, type CreateLeadInput } from '@trilha/shared/leads';
import { request } from '../../lib/api.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { formatWhatsapp, LEAD_FIELDS } from './waitlist.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { messageText } from '../../i18n/index.ts';

const createLead = (body: CreateLeadBody) => request('/leads', { method: 'POST', body, schema: leadResponseSchema });

type Values = Required<{ [K in keyof CreateLeadInput]: string }>;

/**
 * The feature-interest (waitlist) modal behind Produção, Tutores and Projetos (001 §2, §5): the shared
 * leads schema checks the form (the API checks it again) and its first problem is shown as a toast.
 * The person's name and e-mail and the tenant's company start filled in.
 */
export function WaitlistModal({ feature, onClose }: { feature: string | null; onClose: () => void }) {
  return feature === null ? null : <WaitlistForm key={feature} feature={feature} onClose={onClose} />;
}

function WaitlistForm({ feature, onClose }: { feature: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, company } = useRequiredSession();
  const defaultValues: Values = {
    name: user.name,
    company: company.name,
    email: user.email,
    contact: '',
    additional_comments: '',
    functionality_triggered: feature,
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: createLeadBodySchema,
    defaultValues,
    dialog: true,
    submit: createLead,
    successMessage: (r) => r.message || messageText('interestRegistered'),
    errorMessage: (e) => serverDetail(e) ?? t('waitlist.error'),
    onSuccess: onClose,
    // 001 §5: the first problem, in the form's order, is shown as a toast (the fields are marked too).
    onInvalid: (errors) => {
      const first = [...LEAD_FIELDS, 'functionality_triggered' as const].find((f) => errors[f]);
      if (first) notify.error(errors[first]?.message, { dialog: true });
    },
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;

  return (
    <FormModal
      onClose={onClose}
      dirty={isDirty && !pending}
      title={t('comingSoon.featureTitle', { feature })}
      className="max-w-xl"
    >
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <div className="flex gap-4 rounded-xl bg-secondary-50 p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-secondary-100 text-secondary-800" aria-hidden>
              <Sparkles className="size-5" />
            </span>
            <p className="text-sm text-slate-700">{t('waitlist.intro', { feature })}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('waitlist.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField
              label={t('waitlist.company')}
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <TextField
              label={t('waitlist.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="contact"
              render={({ field }) => (
                <TextField
                  label={t('waitlist.whatsapp')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="(11) 98888-7777"
                  error={errors.contact?.message}
                  {...field}
                  // Formatted as it is typed: (11) 98888-7777.
                  onChange={(e) => field.onChange(formatWhatsapp(e.target.value))}
                />
              )}
            />
          </div>
          <TextAreaField
            label={t('waitlist.comments')}
            hint={t('waitlist.commentsHint')}
            error={errors.additional_comments?.message}
            {...register('additional_comments')}
          />
          <FormActions onCancel={requestClose} pending={pending} submitLabel={t('waitlist.submit')} />
        </form>
      )}
    </FormModal>
  );
}
