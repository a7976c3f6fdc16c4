import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Inbox, Link2, Link2Off, SearchX, X } from 'lucide-react';
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
import { FilterTabs } from '../../ui/list/FilterTabs.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { approveOffer, copyOffer, detachOffer, disapproveOffer, pendingList } from './api.ts';
import { AttachModal } from './AttachModal.tsx';

type Kind = 'approve' | 'disapprove' | 'copy' | 'detach';
type Tab = 'pending' | 'approved';

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
  const tab: Tab = list.params.status === 'approved' ? 'approved' : 'pending';
  // The confirmation open: disapprove, copy (a deep copy takes a while and adds a discipline) or detach.
  const [confirming, setConfirming] = useState<{ kind: 'disapprove' | 'copy' | 'detach'; offer: ConsumerDiscipline } | null>(
    null,
  );
  const [attaching, setAttaching] = useState<ConsumerDiscipline | null>(null);
  // A decided offer leaves the pending list: step back from an emptied last page, then reload.
  const refresh = async () => {
    await list.afterRemove();
    await qc.invalidateQueries({ queryKey: ['consumer-disciplines'] });
  };

  const act = useMutation({
    mutationFn: ({ kind, offer }: { kind: Kind; offer: ConsumerDiscipline }) =>
      kind === 'detach'
        ? detachOffer(offer.id, offer.discipline!.id)
        : { approve: approveOffer, disapprove: disapproveOffer, copy: copyOffer }[kind](offer.id),
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
        <FilterTabs
          label={t('consumerDisciplines.tabs.label')}
          options={(['pending', 'approved'] as const).map((value) => ({ value, label: t(`consumerDisciplines.tabs.${value}`) }))}
          current={tab}
          hrefFor={(v) => list.hrefFor({ status: v })}
        />
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
        count={(count) => t(tab === 'approved' ? 'consumerDisciplines.approvedCount' : 'consumerDisciplines.count', { count })}
        empty={
          tab === 'approved' ? (
            <EmptyState icon={<Inbox className="size-7" aria-hidden />} title={t('consumerDisciplines.approvedEmptyTitle')}>
              {t('consumerDisciplines.approvedEmpty')}
            </EmptyState>
          ) : (
            <EmptyState icon={<Inbox className="size-7" aria-hidden />} title={t('consumerDisciplines.emptyTitle')}>
              {t('consumerDisciplines.empty')}
            </EmptyState>
          )
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
                {o.status === 'approved' && (
                  <p className="mt-3 text-sm font-medium text-slate-800">
                    {o.discipline
                      ? t(o.copied_at ? 'consumerDisciplines.copiedAs' : 'consumerDisciplines.attachedTo', {
                          name: o.discipline.name,
                        })
                      : t('consumerDisciplines.notAttached')}
                  </p>
                )}
                {decide && o.status === 'approved' && !o.copied_at && (
                  <div
                    role="group"
                    aria-label={t('consumerDisciplines.actionsFor', { name: o.name })}
                    className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4"
                  >
                    {o.discipline ? (
                      <Button
                        variant="secondary"
                        icon={<Link2Off className="size-4" aria-hidden />}
                        onClick={() => setConfirming({ kind: 'detach', offer: o })}
                      >
                        {t('consumerDisciplines.detach')}
                      </Button>
                    ) : (
                      <Button variant="secondary" icon={<Link2 className="size-4" aria-hidden />} onClick={() => setAttaching(o)}>
                        {t('consumerDisciplines.attach')}
                      </Button>
                    )}
                  </div>
                )}
                {decide && o.status === 'pending' && (
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
        title={t(`consumerDisciplines.${confirming?.kind ?? 'disapprove'}Title`)}
        message={t(`consumerDisciplines.${confirming?.kind ?? 'disapprove'}Body`, {
          name: confirming?.offer.name ?? '',
          discipline: confirming?.offer.discipline?.name ?? '',
        })}
        confirmLabel={
          act.isPending ? t('consumerDisciplines.working') : t(`consumerDisciplines.${confirming?.kind ?? 'disapprove'}`)
        }
        cancelLabel={t('app.cancel')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && !act.isPending && act.mutate(confirming)}
      />
    </>
  );
}
