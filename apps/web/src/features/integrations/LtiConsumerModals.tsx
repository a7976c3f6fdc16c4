import { Controller } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import {
  createLtiConsumerBodySchema,
  updateLtiConsumerBodySchema,
  type CreatedLtiConsumerResponse,
  type LtiConsumer,
} from '@trilha/shared/integrations';
import { serverDetail } from '../../lib/api-errors.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { companyOptionsQuery } from '../companies/public.ts';
import { createLtiConsumer, updateLtiConsumer } from './api.ts';
import { CopyField } from './CopyField.tsx';
import { FormActions } from '../../ui/FormActions.tsx';

type CreateValues = { name: string; company_id: number | null; enabled: boolean };

/** New LTI consumer: name, company, enabled. The answer carries the secret, shown once after. */
export function CreateLtiConsumerModal({
  defaultCompanyId,
  onClose,
  onCreated,
}: {
  defaultCompanyId: number | null;
  onClose: () => void;
  onCreated: (created: CreatedLtiConsumerResponse['data']) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const companies = useQuery(companyOptionsQuery).data?.data ?? [];
  const defaultValues: CreateValues = { name: '', company_id: defaultCompanyId, enabled: true };
  const { form, onSubmit, pending } = useServerForm({
    schema: createLtiConsumerBodySchema,
    defaultValues,
    dialog: true,
    submit: createLtiConsumer,
    // The next modal shows the key and the secret: that is the confirmation.
    successMessage: null,
    errorMessage: (e) => serverDetail(e) ?? t('integrations.createError'),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: ['lti-consumers'] });
      onCreated(r.data);
    },
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('integrations.createTitle')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <TextField label={t('integrations.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <SelectField
            label={t('integrations.company')}
            // The schema only says "a number" when none is chosen; the server's own message is kept.
            error={
              errors.company_id &&
              (errors.company_id.type === 'server' ? errors.company_id.message : t('integrations.companyRequired'))
            }
            {...register('company_id', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
          >
            <option value="">{t('integrations.chooseCompany')}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onChange={field.onChange}
                label={t('integrations.enabled')}
                description={t('integrations.enabledHint')}
              />
            )}
          />
          <FormActions onCancel={requestClose} pending={pending} submitLabel={t('integrations.createSubmit')} />
        </form>
      )}
    </FormModal>
  );
}

/** The key and the secret right after creation: the only time the secret is ever shown. */
export function LtiSecretModal({ created, onClose }: { created: CreatedLtiConsumerResponse['data']; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('integrations.secretTitle')}
      footer={<Button onClick={onClose}>{t('integrations.secretDone')}</Button>}
    >
      <div className="space-y-4">
        <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{t('integrations.secretWarning', { name: created.name })}</p>
        </div>
        <CopyField label={t('integrations.consumerKey')} value={created.consumer_key} />
        <CopyField label={t('integrations.secret')} value={created.secret} />
      </div>
      <DialogToaster />
    </Modal>
  );
}

/** Rename, enable or disable an LTI consumer. */
export function EditLtiConsumerModal({ consumer, onClose }: { consumer: LtiConsumer; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { form, onSubmit, pending } = useServerForm({
    schema: updateLtiConsumerBodySchema,
    defaultValues: { name: consumer.name, enabled: consumer.enabled },
    dialog: true,
    submit: (body) => updateLtiConsumer(consumer.id, body),
    successMessage: () => t('integrations.updated'),
    errorMessage: (e) => serverDetail(e) ?? t('integrations.updateError'),
    onSuccess: async () => {
      onClose();
      await qc.invalidateQueries({ queryKey: ['lti-consumers'] });
    },
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('integrations.editTitle')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <TextField label={t('integrations.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <p className="text-sm text-slate-600">
            {t('integrations.companyIs')} <strong className="font-semibold text-slate-900">{consumer.company.name}</strong>
          </p>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch
                checked={!!field.value}
                onChange={field.onChange}
                label={t('integrations.enabled')}
                description={t('integrations.enabledHint')}
              />
            )}
          />
          <FormActions onCancel={requestClose} pending={pending} />
        </form>
      )}
    </FormModal>
  );
}
