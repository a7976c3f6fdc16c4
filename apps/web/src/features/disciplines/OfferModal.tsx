import { useDeferredValue, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Search, Send } from 'lucide-react';
import type { Discipline } from '@trilha/shared/disciplines';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { offerDiscipline, supplierClientsQuery } from './api.ts';

/**
 * The supplier's side of supplied disciplines: offer one of the company's disciplines to a client
 * (a consumer of a company that chose this one as supplier). The client decides on its
 * My personalized disciplines screen.
 */
export function OfferModal({ discipline, onClose }: { discipline: Discipline; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const term = useDeferredValue(search.trim());
  const clients = useQuery(supplierClientsQuery(term));
  const offer = useMutation({
    mutationFn: (consumerId: number) => offerDiscipline(discipline.id, consumerId),
    onSuccess: (r) => {
      notify.success(r.message ?? '');
      onClose();
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('disciplines.offerError'), { dialog: true }),
  });
  const rows = clients.data?.data ?? [];
  return (
    <Modal open onClose={onClose} title={t('disciplines.offerTitle')} className="sm:max-w-xl">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('disciplines.offerIntro', { name: discipline.name })}</p>
        <TextField
          label={t('disciplines.offerPick')}
          placeholder={t('disciplines.offerPickPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          trailing={<Search className="size-4 text-slate-500" aria-hidden />}
          autoComplete="off"
        />
        <fieldset aria-busy={clients.isFetching || undefined}>
          <legend className="sr-only">{t('disciplines.offerPick')}</legend>
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {clients.isPending && (
              <li className="flex justify-center p-4">
                <Spinner className="size-5" />
              </li>
            )}
            {clients.isError && <li className="p-4 text-sm text-red-700">{t('disciplines.offerLoadError')}</li>}
            {clients.isSuccess && rows.length === 0 && (
              <li className="p-4 text-sm text-slate-600">
                {term ? t('disciplines.offerNoMatch') : t('disciplines.offerNoClients')}
              </li>
            )}
            {rows.map((c) => (
              <li key={c.consumer_id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    name="offer-client"
                    className="size-4 accent-primary-600"
                    checked={chosen === c.consumer_id}
                    onChange={() => setChosen(c.consumer_id)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{c.name}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {c.company_name} · {c.domain}
                    </span>
                  </span>
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
            icon={<Send className="size-4" aria-hidden />}
            loading={offer.isPending}
            disabled={chosen === null}
            onClick={() => chosen !== null && offer.mutate(chosen)}
          >
            {t('disciplines.offerSubmit')}
          </Button>
        </div>
      </div>
      <DialogToaster />
    </Modal>
  );
}
