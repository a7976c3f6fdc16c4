import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import {
  createLtiConsumerBodySchema,
  updateLtiConsumerBodySchema,
  type CreatedLtiConsumerResponse,
  type CreateLtiConsumerBody,
  type LtiConsumer,
  type UpdateLtiConsumerBody,
} from '@trilha/shared/integrations';
import { notify } from '../../lib/toast.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { serverDetail } from '../users/user-rules.ts';
import { schemaResolver } from '../users/form-resolver.ts';
import { companyOptionsQuery } from '../companies/api.ts';
import { createLtiConsumer, updateLtiConsumer } from './api.ts';
import { CopyField } from './CopyField.tsx';

type CreateValues = { name: string; company_id: number; enabled: boolean };

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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<CreateValues, unknown, CreateLtiConsumerBody>({
    resolver: schemaResolver<CreateValues, CreateLtiConsumerBody>(createLtiConsumerBodySchema),
    defaultValues: { name: '', company_id: defaultCompanyId ?? ('' as unknown as number), enabled: true },
  });
  const create = useMutation({
    mutationFn: createLtiConsumer,
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: ['lti-consumers'] });
      onCreated(r.data);
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('integrations.createError'), { dialog: true }),
  });
  return (
    <FormModal onClose={onClose} dirty={isDirty && !create.isPending} title={t('integrations.createTitle')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={handleSubmit((v) => create.mutate(v))}>
          <TextField label={t('integrations.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <SelectField
            label={t('integrations.company')}
            error={errors.company_id ? t('integrations.companyRequired') : undefined}
            {...register('company_id', { setValueAs: (v: unknown) => (v === '' ? undefined : Number(v)) })}
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
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={requestClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('integrations.createSubmit')}
            </Button>
          </div>
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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<{ name: string; enabled: boolean }, unknown, UpdateLtiConsumerBody>({
    resolver: schemaResolver<{ name: string; enabled: boolean }, UpdateLtiConsumerBody>(updateLtiConsumerBodySchema),
    defaultValues: { name: consumer.name, enabled: consumer.enabled },
  });
  const save = useMutation({
    mutationFn: (body: UpdateLtiConsumerBody) => updateLtiConsumer(consumer.id, body),
    onSuccess: async () => {
      notify.success(t('integrations.updated'));
      onClose();
      await qc.invalidateQueries({ queryKey: ['lti-consumers'] });
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('integrations.updateError'), { dialog: true }),
  });
  return (
    <FormModal onClose={onClose} dirty={isDirty && !save.isPending} title={t('integrations.editTitle')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={handleSubmit((v) => save.mutate(v))}>
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
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={requestClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      )}
    </FormModal>
  );
}
