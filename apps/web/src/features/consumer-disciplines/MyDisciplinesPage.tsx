import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Inbox, Link2, SearchX, X } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import type { ConsumerDiscipline } from '@trilha/shared/consumer-disciplines';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { approveOffer, copyOffer, disapproveOffer, pendingList } from './api.ts';
import { AttachModal } from './AttachModal.tsx';

type Kind = 'approve' | 'disapprove' | 'copy';

/** The route's permission (consumer-disciplines:list) is checked by the app; this loads the page in the URL. */
export async function myDisciplinesLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(pendingList.queryFor(request.url));
  return null;
}

export function MyDisciplinesPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const list = useList(pendingList);
  const qc = useQueryClient();
  const decide = can(s.user.type, 'consumer-disciplines:decide');
  // The confirmation open: disapprove or copy (a deep copy takes a while and adds a discipline).
  const [confirming, setConfirming] = useState<{ kind: 'disapprove' | 'copy'; offer: ConsumerDiscipline } | null>(null);
  const [attaching, setAttaching] = useState<ConsumerDiscipline | null>(null);
  // A decided offer leaves the pending list: step back from an emptied last page, then reload.
  const refresh = async () => {
    await list.afterRemove();
    await qc.invalidateQueries({ queryKey: ['consumer-disciplines'] });
  };

  const act = useMutation({
    mutationFn: ({ kind, offer }: { kind: Kind; offer: ConsumerDiscipline }) =>
      ({ approve: approveOffer, disapprove: disapproveOffer, copy: copyOffer })[kind](offer.id),
    onSuccess: async (r) => {
      notify.success(r.message ?? '');
      setConfirming(null);
      await refresh();
    },
    onError: (e, { kind }) => {
      setConfirming(null);
      notify.error(serverDetail(e) ?? t(`consumerDisciplines.errors.${kind}`));
    },
  });
  const busy = (kind: Kind, o: ConsumerDiscipline) =>
    act.isPending && act.variables?.kind === kind && act.variables.offer.id === o.id;

  return (
    <>
      <PageHeader title={t('consumerDisciplines.heading')} subtitle={t('consumerDisciplines.subtitle')} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          id="offer-search"
          label={t('consumerDisciplines.search')}
          placeholder={t('consumerDisciplines.searchPlaceholder')}
          value={list.params.search ?? ''}
          onSearch={(search) => void list.setParams({ search: search || undefined })}
        />
        <SelectField
          label={t('consumerDisciplines.typeFilter')}
          hideLabel
          value={list.params.type ?? ''}
          onChange={(e) => void list.setParams({ type: (e.target.value || undefined) as ConsumerDiscipline['type'] | undefined })}
          className="w-full sm:w-56"
        >
          <option value="">{t('consumerDisciplines.allTypes')}</option>
          {(['supplied', 'personalized'] as const).map((type) => (
            <option key={type} value={type}>
              {t(`consumerDisciplines.type.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <ListView
        list={list}
        count={(count) => t('consumerDisciplines.count', { count })}
        empty={
          <EmptyState icon={<Inbox className="size-7" aria-hidden />} title={t('consumerDisciplines.emptyTitle')}>
            {t('consumerDisciplines.empty')}
          </EmptyState>
        }
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('consumerDisciplines.emptySearchTitle')}>
            {t('consumerDisciplines.emptySearch')}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul aria-label={t('consumerDisciplines.heading')} className="grid gap-4 lg:grid-cols-2">
            {rows.map((o) => (
              <li key={o.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold text-slate-900">{o.name}</h2>
                  <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-700">
                    {t(`consumerDisciplines.type.${o.type}`)}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {o.supplier ? t('consumerDisciplines.supplier', { name: o.supplier.name }) : null}
                  {o.supplier ? ' · ' : null}
                  {t('consumerDisciplines.offeredAt', { date: formatDate(o.created_at) })}
                </p>
                <p className="mt-3 line-clamp-3 flex-1 text-slate-700">
                  {o.description || t('consumerDisciplines.noDescription')}
                </p>
                {decide && (
                  <div
                    role="group"
                    aria-label={t('consumerDisciplines.actionsFor', { name: o.name })}
                    className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4"
                  >
                    <Button
                      icon={<Check className="size-4" aria-hidden />}
                      loading={busy('approve', o)}
                      disabled={act.isPending}
                      onClick={() => act.mutate({ kind: 'approve', offer: o })}
                    >
                      {t('consumerDisciplines.approve')}
                    </Button>
                    <Button variant="secondary" icon={<Link2 className="size-4" aria-hidden />} onClick={() => setAttaching(o)}>
                      {t('consumerDisciplines.attach')}
                    </Button>
                    <Button
                      variant="secondary"
                      icon={<Copy className="size-4" aria-hidden />}
                      onClick={() => setConfirming({ kind: 'copy', offer: o })}
                    >
                      {t('consumerDisciplines.copy')}
                    </Button>
                    <Button
                      variant="ghost"
                      icon={<X className="size-4" aria-hidden />}
                      onClick={() => setConfirming({ kind: 'disapprove', offer: o })}
                    >
                      {t('consumerDisciplines.disapprove')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListView>

      {attaching && <AttachModal offer={attaching} onClose={() => setAttaching(null)} onDone={refresh} />}
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming?.kind === 'copy' ? 'consumerDisciplines.copyTitle' : 'consumerDisciplines.disapproveTitle')}
        message={t(confirming?.kind === 'copy' ? 'consumerDisciplines.copyBody' : 'consumerDisciplines.disapproveBody', {
          name: confirming?.offer.name ?? '',
        })}
        confirmLabel={
          act.isPending
            ? t('consumerDisciplines.working')
            : t(confirming?.kind === 'copy' ? 'consumerDisciplines.copy' : 'consumerDisciplines.disapprove')
        }
        cancelLabel={t('app.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && !act.isPending && act.mutate(confirming)}
      />
    </>
  );
}
