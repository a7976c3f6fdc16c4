import type { LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScrollText, SearchX, X } from 'lucide-react';
import { AUDIT_ACTIONS, type AuditLog } from '@trilha/shared/audit';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { DataTable, type Column } from '../../ui/list/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Button } from '../../ui/Button.tsx';
import { auditCompanyOptions, auditLogList } from './api.ts';

/** The route's permission (audit:list) is checked by the app; this loads the page in the URL. */
export async function auditLogLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(auditLogList.queryFor(request.url));
  return null;
}

/**
 * The audit log (docs/audit.md): every company's admin actions, newest first. Filters apply at once
 * and live in the URL (action, company, a day range; the actor by choosing one in a row).
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const list = useList(auditLogList);
  const companies = useQuery(auditCompanyOptions);
  const p = list.params;
  const actorName = p.actor_id ? (list.page.data.find((r) => r.actor_id === p.actor_id)?.actor?.name ?? `#${p.actor_id}`) : '';

  const details = (r: AuditLog) => {
    const m = r.metadata as Record<string, unknown>;
    const parts: string[] = [];
    if (Array.isArray(m.fields)) parts.push(t('audit.fields', { fields: m.fields.join(', ') }));
    if (m.how === 'exit' || m.how === 'logout') parts.push(t(`audit.how.${m.how}`));
    if (m.account_deleted === true) parts.push(t('audit.accountDeleted'));
    if (typeof m.question_count === 'number') parts.push(t('audit.questionCount', { count: m.question_count }));
    if (typeof m.row_count === 'number') parts.push(t('audit.rowCount', { count: m.row_count }));
    if (r.ip) parts.push(t('audit.ip', { ip: r.ip }));
    return parts.join(' · ') || '—';
  };
  const target = (r: AuditLog) => {
    const label = t(`audit.targetType.${r.target_type}`);
    const name = r.target_name ?? (r.target_id ? `#${r.target_id}` : '');
    return name ? `${label}: ${name}` : label;
  };
  const actor = (r: AuditLog) =>
    r.actor ? (
      <button
        type="button"
        className="rounded text-left font-medium text-primary-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-3 focus-visible:ring-primary-200"
        aria-label={t('audit.filterByActor', { name: r.actor.name })}
        onClick={() => void list.setParams({ actor_id: r.actor!.id, page: 1 })}
      >
        {r.actor.name}
      </button>
    ) : (
      <span className="text-slate-600">{t('audit.unknownActor')}</span>
    );

  const columns: Column<AuditLog>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      sorted: 'descending',
      cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>,
    },
    {
      key: 'what',
      header: t('audit.what'),
      rowHeader: true,
      cell: (r) => <span className="font-semibold">{t(`audit.actions.${r.action}`)}</span>,
    },
    { key: 'who', header: t('audit.who'), cell: actor },
    { key: 'target', header: t('audit.target'), cell: target },
    { key: 'company', header: t('audit.company'), from: 'lg', cell: (r) => r.company?.name ?? '—' },
    { key: 'details', header: t('audit.details'), from: 'xl', cell: details },
  ];

  return (
    <>
      <PageHeader title={t('audit.heading')} subtitle={t('audit.subtitle')} />
      <form
        aria-label={t('audit.filters')}
        onSubmit={(e) => e.preventDefault()}
        className="mb-4 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 xl:grid-cols-4"
      >
        <SelectField
          label={t('audit.action')}
          value={p.action ?? ''}
          onChange={(e) => void list.setParams({ action: (e.target.value || undefined) as typeof p.action, page: 1 })}
        >
          <option value="">{t('audit.anyAction')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`audit.actions.${a}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('audit.company')}
          value={p.company_id ?? ''}
          onChange={(e) => void list.setParams({ company_id: e.target.value ? Number(e.target.value) : undefined, page: 1 })}
        >
          <option value="">{t('audit.anyCompany')}</option>
          {(companies.data?.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('audit.start')}
          type="date"
          value={p.start_date_time?.slice(0, 10) ?? ''}
          onChange={(e) => void list.setParams({ start_date_time: e.target.value || undefined, page: 1 })}
        />
        <TextField
          label={t('audit.end')}
          type="date"
          value={p.end_date_time?.slice(0, 10) ?? ''}
          min={p.start_date_time?.slice(0, 10)}
          onChange={(e) => void list.setParams({ end_date_time: e.target.value || undefined, page: 1 })}
        />
        {(list.filtered || p.actor_id) && (
          <div className="flex flex-wrap items-center gap-3 md:col-span-2 xl:col-span-4">
            {p.actor_id ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm font-medium text-primary-800">
                {t('audit.actorFilter', { name: actorName })}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-primary-100 focus:outline-none focus-visible:ring-3 focus-visible:ring-primary-200"
                  aria-label={t('audit.clearActor', { name: actorName })}
                  onClick={() => void list.setParams({ actor_id: undefined, page: 1 })}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </span>
            ) : null}
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                void list.setParams({
                  action: undefined,
                  actor_id: undefined,
                  company_id: undefined,
                  start_date_time: undefined,
                  end_date_time: undefined,
                  page: 1,
                })
              }
            >
              {t('audit.clear')}
            </Button>
          </div>
        )}
      </form>

      <ListView
        list={list}
        count={(count) => t('audit.count', { count })}
        empty={<EmptyState icon={<ScrollText className="size-7" aria-hidden />} title={t('audit.emptyTitle')} />}
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('audit.emptyTitle')}>
            {t('audit.emptyFiltered')}
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('audit.heading')}
            rows={rows}
            rowKey={(r) => r.id}
            columns={columns}
            card={(r) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-slate-900">{t(`audit.actions.${r.action}`)}</p>
                  <time dateTime={r.created_at} className="shrink-0 text-xs text-slate-600">
                    {formatDateTime(r.created_at)}
                  </time>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {actor(r)} → {target(r)}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {r.company?.name ?? '—'} · {details(r)}
                </p>
              </>
            )}
          />
        )}
      </ListView>
    </>
  );
}
