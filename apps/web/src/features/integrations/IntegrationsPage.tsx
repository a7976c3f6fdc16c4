import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cable, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import type { CreatedLtiConsumerResponse, LtiConsumer } from '@trilha/shared/integrations';
import { queryClient } from '../../app/query-client.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useList } from '../../lib/list/use-list.ts';
import { notify } from '../../lib/toast.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { cx } from '../../ui/cx.ts';
import { companyOptionsQuery } from '../companies/public.ts';
import { deleteLtiConsumer, ltiConsumersList } from './api.ts';
import { CreateLtiConsumerModal, EditLtiConsumerModal, LtiSecretModal } from './LtiConsumerModals.tsx';

/** lti-consumers:manage is checked by the app; this loads the page in the URL and the company filter's choices. */
export async function integrationsLoader({ request }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(ltiConsumersList.queryFor(request.url)),
    queryClient.ensureQueryData(companyOptionsQuery),
  ]);
  return null;
}

/** Integrations (/integrations): LTI consumers of every company; create, edit, delete. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const list = useList(ltiConsumersList);
  const companyId = list.params.company_id;
  const companies = useSuspenseQuery(companyOptionsQuery).data.data;
  const qc = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedLtiConsumerResponse['data'] | null>(null);
  const [editing, setEditing] = useState<LtiConsumer | null>(null);
  const [deleting, setDeleting] = useState<LtiConsumer | null>(null);

  const remove = useMutation({
    mutationFn: (c: LtiConsumer) => deleteLtiConsumer(c.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      setDeleting(null);
      await list.afterRemove();
      await qc.invalidateQueries({ queryKey: ['lti-consumers'] });
    },
    onError: (e) => {
      setDeleting(null);
      notify.error(serverDetail(e) ?? t('integrations.deleteError'));
    },
  });

  const actionsFor = (c: LtiConsumer) => (
    <div className="flex items-center justify-end gap-0.5">
      <IconButton label={t('integrations.edit', { name: c.name })} onClick={() => setEditing(c)}>
        <Pencil aria-hidden />
      </IconButton>
      <IconButton tone="danger" label={t('integrations.delete', { name: c.name })} onClick={() => setDeleting(c)}>
        <Trash2 aria-hidden />
      </IconButton>
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('integrations.heading')}
        subtitle={t('integrations.subtitle')}
        actions={
          <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setCreating(true)}>
            {t('integrations.create')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          id="lti-search"
          label={t('integrations.search')}
          placeholder={t('integrations.searchPlaceholder')}
          value={list.params.search ?? ''}
          onSearch={(search) => void list.setParams({ search })}
        />
        <SelectField
          label={t('integrations.companyFilter')}
          hideLabel
          value={companyId ?? ''}
          onChange={(e) => void list.setParams({ company_id: e.target.value ? Number(e.target.value) : undefined })}
          className="w-full sm:w-64"
        >
          <option value="">{t('integrations.allCompanies')}</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <ListView
        list={list}
        count={(count) => t('integrations.count', { count })}
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('integrations.emptySearchTitle')}>
            {t('integrations.emptySearch')}
          </EmptyState>
        }
        empty={
          <EmptyState
            icon={<Cable className="size-7" aria-hidden />}
            title={t('integrations.emptyTitle')}
            action={
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setCreating(true)}>
                {t('integrations.create')}
              </Button>
            }
          >
            {t('integrations.empty')}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('integrations.heading')}>
            {rows.map((c) => (
              <li key={c.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="truncate font-semibold text-slate-900">{c.name}</h2>
                    <p className="truncate text-sm text-slate-600">{c.company.name}</p>
                  </div>
                  <span
                    className={cx(
                      'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      c.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
                    )}
                  >
                    {c.enabled ? t('integrations.on') : t('integrations.off')}
                  </span>
                </div>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                  <dt className="text-slate-600">{t('integrations.consumerKey')}</dt>
                  <dd className="truncate font-mono text-slate-900">{c.consumer_key}</dd>
                  <dt className="text-slate-600">{t('integrations.version')}</dt>
                  <dd className="text-slate-900">{c.lti_version}</dd>
                  <dt className="text-slate-600">{t('integrations.createdAt')}</dt>
                  <dd className="text-slate-900">{formatDate(c.created_at)}</dd>
                </dl>
                <div className="mt-3 border-t border-slate-100 pt-1">{actionsFor(c)}</div>
              </li>
            ))}
          </ul>
        )}
      </ListView>

      {creating && (
        <CreateLtiConsumerModal
          defaultCompanyId={companyId ?? null}
          onClose={() => setCreating(false)}
          onCreated={(c) => {
            setCreating(false);
            setCreated(c);
          }}
        />
      )}
      {created && <LtiSecretModal created={created} onClose={() => setCreated(null)} />}
      {editing && <EditLtiConsumerModal consumer={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('integrations.deleteTitle')}
        message={t('integrations.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={remove.isPending ? t('common.deleting') : t('common.delete')}
        cancelLabel={t('app.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting)}
      />
    </>
  );
}
