import { useState } from 'react';
import { Link, useLocation, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArchiveRestore, Building2, Cable, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import type { Company } from '@trilha/shared/companies';
import { queryClient } from '../../app/query-client.ts';
import { guardLoader, requireRole } from '../../lib/route-loader.ts';
import { notify } from '../../lib/toast.ts';
import { formatNumber } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { cx } from '../../ui/cx.ts';
import { serverDetail } from '../users/user-rules.ts';
import {
  COMPANY_STATUSES,
  companiesQuery,
  companyListParams,
  deleteCompany,
  restoreCompany,
  type CompanyListStatus,
} from './api.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { FLAG_KEYS } from './company-form.ts';

export const companiesLoader = guardLoader(async ({ request }: LoaderFunctionArgs) => {
  requireRole(['admin']);
  await queryClient.ensureQueryData(companiesQuery(companyListParams(new URL(request.url).searchParams)));
  return null;
});

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors';

export function CompaniesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const params = companyListParams(searchParams);
  const { data: page } = useSuspenseQuery(companiesQuery(params));
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/companies';
  const qc = useQueryClient();
  const [deleting, setDeleting] = useState<Company | null>(null);

  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: ['companies'] }), qc.invalidateQueries({ queryKey: ['admin'] })]);
  const remove = useMutation({
    mutationFn: (c: Company) => deleteCompany(c.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      setDeleting(null);
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
          <Link
            to={`/companies/${c.id}/update`}
            aria-label={t('companies.edit', { name: c.name })}
            title={t('companies.edit', { name: c.name })}
            className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Pencil className="size-5" aria-hidden />
          </Link>
          <Link
            to={`/integrations?company_id=${c.id}`}
            aria-label={t('companies.integrations', { name: c.name })}
            title={t('companies.integrations', { name: c.name })}
            className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <Cable className="size-5" aria-hidden />
          </Link>
          <IconButton tone="danger" label={t('companies.delete', { name: c.name })} onClick={() => setDeleting(c)}>
            <Trash2 aria-hidden />
          </IconButton>
        </>
      )}
    </div>
  );

  const seats = (n: number) => (n > 0 ? formatNumber(n) : t('companies.unlimited'));
  const flagsOn = (c: Company) => FLAG_KEYS.filter((k) => c[k]);

  return (
    <>
      <PageHeader
        title={t('companies.heading')}
        subtitle={t('companies.subtitle')}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link
              to="/integrations"
              className={cx(linkButton, 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50')}
            >
              <Cable className="size-4" aria-hidden />
              {t('companies.allIntegrations')}
            </Link>
            <Link
              to="/companies/create"
              className={cx(linkButton, 'bg-primary-600 text-on-primary shadow-sm hover:bg-primary-700')}
            >
              <Plus className="size-4" aria-hidden />
              {t('companies.create')}
            </Link>
          </div>
        }
      />
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <StatusTabs current={params.status} />
        <SearchBox
          id="company-search"
          label={t('companies.search')}
          placeholder={t('companies.searchPlaceholder')}
          initial={params.search}
        />
      </div>
      <p role="status" className="mb-4 text-sm font-medium text-slate-600">
        {t('companies.count', { count: page.meta.total })}
      </p>

      <div className={cx('transition-opacity', loading && 'opacity-60')} aria-busy={loading || undefined}>
        {page.data.length === 0 ? (
          params.search ? (
            <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('companies.emptySearchTitle')}>
              {t('companies.emptySearch', { search: params.search })}
            </EmptyState>
          ) : (
            <EmptyState icon={<Building2 className="size-7" aria-hidden />} title={t(`companies.empty.${params.status}`)} />
          )
        ) : (
          <>
            <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('companies.heading')}</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className="px-5 py-3">
                      {t('companies.name')}
                    </th>
                    <th scope="col" className="hidden px-3 py-3 xl:table-cell">
                      {t('companies.responsible')}
                    </th>
                    <th scope="col" className="px-3 py-3">
                      {t('companies.seats')}
                    </th>
                    <th scope="col" className="hidden px-3 py-3 lg:table-cell">
                      {t('companies.features')}
                    </th>
                    <th scope="col" className="px-3 py-3">
                      {t('companies.status')}
                    </th>
                    <th scope="col" className="px-5 py-3 text-right">
                      <span className="sr-only">{t('common.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {page.data.map((c) => (
                    <tr key={c.id}>
                      <td className="px-5 py-3">
                        <p className="font-semibold text-slate-900">{c.name}</p>
                        <p className="font-mono text-xs text-slate-600">{c.consumers.map((x) => x.domain).join(', ')}</p>
                      </td>
                      <td className="hidden px-3 py-3 text-slate-700 xl:table-cell">{c.responsible?.name ?? '—'}</td>
                      <td className="px-3 py-3 text-slate-700">
                        <span className="block">{t('companies.studentsSeats', { value: seats(c.students) })}</span>
                        <span className="block">{t('companies.tutorsSeats', { value: seats(c.tutors) })}</span>
                      </td>
                      <td className="hidden px-3 py-3 lg:table-cell">
                        <FlagChips keys={flagsOn(c)} />
                      </td>
                      <td className="px-3 py-3">
                        <CompanyStatusBadge company={c} />
                      </td>
                      <td className="px-5 py-2">{actionsFor(c)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 md:hidden" aria-label={t('companies.heading')}>
              {page.data.map((c) => (
                <li key={c.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{c.name}</p>
                      <p className="font-mono text-xs text-slate-600">{c.consumers.map((x) => x.domain).join(', ')}</p>
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
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Pagination meta={page.meta} />

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

/** Active (default), inactive and deleted companies: links, so the status is part of the URL. */
function StatusTabs({ current }: { current: CompanyListStatus }) {
  const { t } = useTranslation();
  const location = useLocation();
  const href = (status: CompanyListStatus) => {
    const p = new URLSearchParams(location.search);
    p.delete('page');
    if (status === 'active') p.delete('status');
    else p.set('status', status);
    const qs = p.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };
  return (
    <nav aria-label={t('companies.statusFilter')}>
      <ul className="inline-flex rounded-xl bg-slate-200/70 p-1">
        {COMPANY_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={href(status)}
              replace
              aria-current={status === current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold transition-colors',
                status === current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {t(`companies.tab.${status}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
