import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { Discipline } from '@trilha/shared/disciplines';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Modal } from '../../ui/Modal.tsx';
import { PickList } from '../../ui/PickList.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { offerDiscipline, supplierClients } from './api.ts';

/**
 * The supplier's side of supplied disciplines: offer one of the company's disciplines to a client
 * (a consumer of a company that chose this one as supplier). The client decides on its
 * My personalized disciplines screen.
 */
export function OfferModal({ discipline, onClose }: { discipline: Discipline; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const offer = useMutation({
    mutationFn: (consumerId: number) => offerDiscipline(discipline.id, consumerId),
    onSuccess: (r) => {
      notify.success(r.message ?? '');
      onClose();
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('disciplines.offerError'), { dialog: true }),
  });
  return (
    <Modal open onClose={onClose} title={t('disciplines.offerTitle')} className="sm:max-w-xl">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('disciplines.offerIntro', { name: discipline.name })}</p>
        <PickList
          label={t('disciplines.offerList')}
          searchLabel={t('disciplines.offerPick')}
          searchPlaceholder={t('disciplines.offerPickPlaceholder')}
          source={supplierClients}
          optionId={(c) => c.consumer_id}
          renderOption={(c) => (
            <>
              <span className="block truncate font-medium text-slate-900">{c.name}</span>
              <span className="block truncate text-xs text-slate-600">
                {c.company_name} · {c.domain}
              </span>
            </>
          )}
          emptyText={(search) => (search ? t('disciplines.offerNoMatch') : t('disciplines.offerNoClients'))}
          errorText={t('disciplines.offerLoadError')}
          value={chosen}
          onChange={setChosen}
        />
        <FormActions
          onCancel={onClose}
          pending={offer.isPending}
          disabled={chosen === null}
          onSubmit={() => chosen !== null && offer.mutate(chosen)}
          submitIcon={<Send className="size-4" aria-hidden />}
          submitLabel={t('disciplines.offerSubmit')}
        />
      </div>
      <DialogToaster />
    </Modal>
  );
}
