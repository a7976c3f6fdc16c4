import { useTranslation } from 'react-i18next';
import { updateInscriptionBodySchema, type Inscription, type InscriptionStatus } from '@trilha/shared/inscriptions';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { serverDetail } from '../../lib/api-errors.ts';
import { updateInscription } from './api.ts';
import { dayOf, edgeOf } from './window.ts';
import { FormActions } from '../../ui/FormActions.tsx';

type Values = { started_at: string; finished_at: string; status: InscriptionStatus };

/** Change dates and status of an enrolment (POST /discipline-inscriptions/{id}/update). */
export function EditInscriptionModal({
  inscription,
  onClose,
  onDone,
}: {
  inscription: Inscription;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, pending } = useServerForm({
    schema: updateInscriptionBodySchema,
    defaultValues: {
      started_at: dayOf(inscription.started_at),
      finished_at: dayOf(inscription.finished_at),
      status: inscription.status,
    } satisfies Values,
    // An emptied date opens that edge (null), as the API reads it.
    prepare: (v) => ({ ...v, started_at: edgeOf(v.started_at), finished_at: edgeOf(v.finished_at) }),
    dialog: true,
    submit: (body) => updateInscription(inscription.id, body),
    errorMessage: (e) => serverDetail(e) ?? t('inscriptions.errors.update'),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('inscriptions.editTitle')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <p className="font-semibold text-slate-900">
            {inscription.user.name} <span className="font-normal text-slate-600">· {inscription.user.email}</span>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('inscriptions.startedAt')}
              error={errors.started_at?.message}
              {...register('started_at')}
            />
            <TextField
              type="date"
              label={t('inscriptions.finishedAt')}
              error={errors.finished_at?.message}
              {...register('finished_at')}
            />
          </div>
          <SelectField label={t('inscriptions.situation')} error={errors.status?.message} {...register('status')}>
            {(['active', 'finished', 'canceled'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`inscriptions.status.${s}`)}
              </option>
            ))}
          </SelectField>
          <FormActions onCancel={requestClose} pending={pending} />
        </form>
      )}
    </FormModal>
  );
}
