import { useDeferredValue, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link2, Search } from 'lucide-react';
import type { ConsumerDiscipline } from '@trilha/shared/consumer-disciplines';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { attachOffer, attachTargetsQuery } from './api.ts';

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
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const term = useDeferredValue(search.trim());
  const targets = useQuery(attachTargetsQuery(term));
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
        <TextField
          label={t('consumerDisciplines.pickDiscipline')}
          placeholder={t('consumerDisciplines.pickDisciplinePlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          trailing={<Search className="size-4 text-slate-500" aria-hidden />}
          autoComplete="off"
        />
        <fieldset aria-busy={targets.isFetching || undefined}>
          <legend className="sr-only">{t('consumerDisciplines.pickDiscipline')}</legend>
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {targets.isPending && (
              <li className="flex justify-center p-4">
                <Spinner className="size-5" />
              </li>
            )}
            {targets.isError && <li className="p-4 text-sm text-red-700">{t('consumerDisciplines.loadError')}</li>}
            {targets.data?.data.length === 0 && (
              <li className="p-4 text-sm text-slate-600">{t('consumerDisciplines.noDisciplines')}</li>
            )}
            {targets.data?.data.map((d) => (
              <li key={d.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    name="attach-target"
                    className="size-4 accent-primary-600"
                    checked={chosen === d.id}
                    onChange={() => setChosen(d.id)}
                  />
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{d.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button
            icon={<Link2 className="size-4" aria-hidden />}
            loading={attach.isPending}
            disabled={chosen === null}
            onClick={() => chosen !== null && attach.mutate(chosen)}
          >
            {t('consumerDisciplines.attach')}
          </Button>
        </div>
      </div>
      <DialogToaster />
    </Modal>
  );
}
