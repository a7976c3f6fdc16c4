import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import type { ConsumerDiscipline } from '@trilha/shared/consumer-disciplines';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Modal } from '../../ui/Modal.tsx';
import { PickList } from '../../ui/PickList.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { attachOffer, attachTargets } from './api.ts';

/** Pick one of the tenant's own disciplines and attach the offer to it (which approves it). */
export function AttachModal({
  offer,
  onClose,
  onDone,
}: {
  offer: ConsumerDiscipline;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const attach = useMutation({
    mutationFn: (disciplineId: number) => attachOffer(offer.id, disciplineId),
    onSuccess: async (r) => {
      notify.success(r.message ?? '');
      onClose();
      await onDone();
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('consumerDisciplines.errors.attach'), { dialog: true }),
  });
  return (
    <Modal open onClose={onClose} title={t('consumerDisciplines.attachTitle')} className="sm:max-w-xl">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('consumerDisciplines.attachIntro', { name: offer.name })}</p>
        <PickList
          label={t('consumerDisciplines.pickList')}
          searchLabel={t('consumerDisciplines.pickDiscipline')}
          searchPlaceholder={t('consumerDisciplines.pickDisciplinePlaceholder')}
          source={attachTargets}
          optionId={(d) => d.id}
          renderOption={(d) => <span className="block truncate font-medium text-slate-900">{d.name}</span>}
          emptyText={() => t('consumerDisciplines.noDisciplines')}
          errorText={t('consumerDisciplines.loadError')}
          value={chosen}
          onChange={setChosen}
        />
        <FormActions
          onCancel={onClose}
          pending={attach.isPending}
          disabled={chosen === null}
          onSubmit={() => chosen !== null && attach.mutate(chosen)}
          submitIcon={<Link2 className="size-4" aria-hidden />}
          submitLabel={t('consumerDisciplines.attach')}
        />
      </div>
      <DialogToaster />
    </Modal>
  );
}
