import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArchiveRestore, Building2, Cable, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import type { Company } from '@trilha/shared/companies';
import { queryClient } from '../../app/query-client.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useList } from '../../lib/list/use-list.ts';
import { notify } from '../../lib/toast.ts';
import { formatNumber } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { DataTable, type Column } from '../../ui/list/DataTable.tsx';
import { FilterTabs } from '../../ui/list/FilterTabs.tsx';
import { IconLink, LinkButton } from '../../ui/LinkButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { COMPANY_STATUSES, companiesList, companyResponsiblesQuery, deleteCompany, restoreCompany } from './api.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { FLAG_KEYS } from './company-form.ts';

/** The route's permission (companies:list) is checked by the app; this loads the page in the URL. */
export async function companiesLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(companiesList.queryFor(request.url));
  return null;
}

export function CompaniesPage() {
  const { t } = useTranslation();
  const list = useList(companiesList);
  const status = list.params.status ?? 'active';
  const search = list.params.search ?? '';
  const responsibles = useQuery(companyResponsiblesQuery);
  const qc = useQueryClient();
  const [deleting, setDeleting] = useState<Company | null>(null);

  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: ['companies'] }), qc.invalidateQueries({ queryKey: ['admin'] })]);
  const remove = useMutation({
    mutationFn: (c: Company) => deleteCompany(c.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      setDeleting(null);
      await list.afterRemove();
      await refresh();
    },
    onError: (e) => {
      setDeleting(null);
      notify.error(serverDetail(e) ?? t('companies.deleteError'));
    },
  });
  const restore = useMutation({
    mutationFn: (c: Company) => restoreCompany(c.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      await list.afterRemove();
      await refresh();
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('companies.restoreError')),
  });

  const actionsFor = (c: Company) => (
    <div className="flex items-center justify-end gap-0.5">
      {c.deleted_at ? (
        <IconButton
          label={t('companies.restore', { name: c.name })}
          onClick={() => restore.mutate(c)}
          disabled={restore.isPending}
        >
          <ArchiveRestore aria-hidden />
        </IconButton>
      ) : (
        <>
          <IconLink to={`/companies/${c.id}/update`} label={t('companies.edit', { name: c.name })}>
            <Pencil aria-hidden />
          </IconLink>
          <IconLink to={`/integrations?company_id=${c.id}`} label={t('companies.integrations', { name: c.name })}>
            <Cable aria-hidden />
          </IconLink>
          <IconButton tone="danger" label={t('companies.delete', { name: c.name })} onClick={() => setDeleting(c)}>
            <Trash2 aria-hidden />
          </IconButton>
        </>
      )}
    </div>
  );

  const seats = (n: number) => (n > 0 ? formatNumber(n) : t('companies.unlimited'));
  const flagsOn = (c: Company) => FLAG_KEYS.filter((k) => c[k]);
  const domains = (c: Company) => c.consumers.map((x) => x.domain).join(', ');

  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: t('companies.name'),
      rowHeader: true,
      // GET /companies answers by name (list-companies.ts orders by name, then id).
      sorted: 'ascending',
      cell: (c) => (
        <>
          <p className="font-semibold text-slate-900">{c.name}</p>
          <p className="font-mono text-xs text-slate-600">{domains(c)}</p>
        </>
      ),
    },
    { key: 'responsible', header: t('companies.responsible'), from: 'xl', cell: (c) => c.responsible?.name ?? '—' },
    {
      key: 'seats',
      header: t('companies.seats'),
      cell: (c) => (
        <>
          <span className="block">{t('companies.studentsSeats', { value: seats(c.students) })}</span>
          <span className="block">{t('companies.tutorsSeats', { value: seats(c.tutors) })}</span>
        </>
      ),
    },
    { key: 'features', header: t('companies.features'), from: 'lg', cell: (c) => <FlagChips keys={flagsOn(c)} /> },
    { key: 'status', header: t('companies.status'), cell: (c) => <CompanyStatusBadge company={c} /> },
    { key: 'actions', header: t('common.actions'), hideHeader: true, align: 'end', cell: actionsFor },
  ];

  return (
    <>
      <PageHeader
        title={t('companies.heading')}
        subtitle={t('companies.subtitle')}
        actions={
          <div className="flex flex-wrap gap-3">
            <LinkButton to="/integrations" variant="secondary" icon={<Cable className="size-4" aria-hidden />}>
              {t('companies.allIntegrations')}
            </LinkButton>
            <LinkButton to="/companies/create" icon={<Plus className="size-4" aria-hidden />}>
              {t('companies.create')}
            </LinkButton>
          </div>
        }
      />
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <FilterTabs
          label={t('companies.statusFilter')}
          options={COMPANY_STATUSES.map((value) => ({ value, label: t(`companies.tab.${value}`) }))}
          current={status}
          hrefFor={(value) => list.hrefFor({ status: value })}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label={t('companies.responsibleFilter')}
            value={list.params.responsible_id ?? ''}
            onChange={(e) =>
              void list.setParams({ responsible_id: e.target.value ? Number(e.target.value) : undefined, page: 1 })
            }
          >
            <option value="">{t('companies.anyResponsible')}</option>
            {(responsibles.data?.data ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </SelectField>
          <SearchBox
            id="company-search"
            label={t('companies.search')}
            placeholder={t('companies.searchPlaceholder')}
            value={search}
            onSearch={(next) => void list.setParams({ search: next })}
          />
        </div>
      </div>

      <ListView
        list={list}
        count={(count) => t('companies.count', { count })}
        empty={
          search ? (
            <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('companies.emptySearchTitle')}>
              {t('companies.emptySearch', { search })}
            </EmptyState>
          ) : (
            <EmptyState icon={<Building2 className="size-7" aria-hidden />} title={t(`companies.empty.${status}`)} />
          )
        }
      >
        {(rows) => (
          <DataTable
            caption={t('companies.heading')}
            rows={rows}
            rowKey={(c) => c.id}
            columns={columns}
            card={(c) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{c.name}</p>
                    <p className="font-mono text-xs text-slate-600">{domains(c)}</p>
                  </div>
                  <CompanyStatusBadge company={c} />
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {t('companies.studentsSeats', { value: seats(c.students) })} ·{' '}
                  {t('companies.tutorsSeats', { value: seats(c.tutors) })}
                </p>
                <div className="mt-2">
                  <FlagChips keys={flagsOn(c)} />
                </div>
                <div className="mt-2 border-t border-slate-100 pt-1">{actionsFor(c)}</div>
              </>
            )}
          />
        )}
      </ListView>

      <ConfirmDialog
        open={deleting !== null}
        title={t('companies.deleteTitle')}
        message={t('companies.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={remove.isPending ? t('common.deleting') : t('common.delete')}
        cancelLabel={t('app.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting)}
      />
    </>
  );
}

function FlagChips({ keys }: { keys: readonly (typeof FLAG_KEYS)[number][] }) {
  const { t } = useTranslation();
  if (keys.length === 0) return <span className="text-sm text-slate-500">{t('companies.noFeatures')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('companies.features')}>
      {keys.map((k) => (
        <li key={k} className="rounded-md bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
          {t(`companies.flag.${k}`)}
        </li>
      ))}
    </ul>
  );
}
