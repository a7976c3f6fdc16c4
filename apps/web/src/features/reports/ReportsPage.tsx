import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileDown, ListFilter, SearchX } from 'lucide-react';
import { REPORT_MESSAGES as M, type StudentLog, type StudentLogFilters } from '@trilha/shared/reports';
import { channels } from '@trilha/shared/realtime';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useExport } from '../../lib/exports.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDateTimeIn, zoneLabel } from './time-zone.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { DataTable, type Column } from '../../ui/list/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { PickList } from '../../ui/PickList.tsx';
import { cx } from '../../ui/cx.ts';
import { hasFilter, reportDisciplines, requestStudentLogsPdf, studentLogList } from './api.ts';

/** A fallback when the live event does not come (socket down): the status is asked this often. */
const PDF_POLL_MS = 5000;

type Draft = { user_name: string; start: string; end: string; disciplines: number[] };

const draftOf = (f: StudentLogFilters): Draft => ({
  user_name: f.user_name ?? '',
  // <input type="datetime-local"> speaks yyyy-mm-ddThh:mm; a day alone is shown as its midnight.
  start: f.start_date_time ? toLocalInput(f.start_date_time) : '',
  end: f.end_date_time ? toLocalInput(f.end_date_time) : '',
  disciplines: f['disciplines_ids[]'] ?? [],
});
const toLocalInput = (v: string) => (v.length === 10 ? `${v}T00:00` : v.slice(0, 16).replace(' ', 'T'));

/**
 * Reports View (/reports, 001 §2): the student log. Filters (name, dates, disciplines) are applied
 * with Filtrar and live in the URL; the list asks the API only once one is given (001 L120). The PDF
 * is asked for with the loaded filters and arrives later: the page's button waits for it and the
 * shell's toast offers it (LiveNotices → use-report-pdf-notices).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = studentLogList.parse(searchParams);
  const active = hasFilter(params);
  const query = useQuery({ ...studentLogList.query(params), enabled: active, placeholderData: keepPreviousData });
  const [draft, setDraft] = useState<Draft>(() => draftOf(params));
  // The PDF is an export (lib/exports.ts): the button waits for it; the shell's live toast offers
  // it (or says it failed), so settling here only ends the wait. The poll is the fallback for a
  // missed live event.
  const pdf = useExport({
    start: async () => {
      const r = await requestStudentLogsPdf({
        user_name: params.user_name,
        start_date_time: params.start_date_time,
        end_date_time: params.end_date_time,
        'disciplines_ids[]': params['disciplines_ids[]'],
      });
      notify.success(r.message);
      return r.data.id;
    },
    pollMs: PDF_POLL_MS,
    onReady: () => {},
    onFailed: () => {},
    onError: (e) => notify.error(serverDetail(e) ?? M.studentLogPdfRequestError),
  });
  // Subscribed from the start: a small PDF can be ready before a subscription made on request would be.
  useLiveEvent(channels.studentLogsPdf(s.user.id), ['.pdf.created', '.pdf.failed'], (p) => {
    if (p.request_id === pdf.id) pdf.check();
  });
  const waiting = pdf.id;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...params,
      page: 1,
      user_name: draft.user_name.trim() || undefined,
      start_date_time: draft.start || undefined,
      end_date_time: draft.end || undefined,
      'disciplines_ids[]': draft.disciplines.length ? draft.disciplines : undefined,
    };
    if (!hasFilter(next)) return void notify.error(M.studentLogFiltersRequired);
    const search = studentLogList.search(next).toString();
    void navigate(`/reports${search ? `?${search}` : ''}`, { replace: true });
  };
  const clear = () => {
    setDraft({ user_name: '', start: '', end: '', disciplines: [] });
    void navigate('/reports', { replace: true });
  };

  const askPdf = () => {
    // 001 L120: nothing loaded, nothing to download.
    if (!active || !query.data?.data.length) return void notify.error(M.studentLogNothingToDownload);
    pdf.begin();
  };
  const busy = pdf.busy;
  // The rows' times in the company's zone, as the PDF writes them, with the zone named (issue 29).
  const zone = query.data?.time_zone;
  const when = (iso: string) => formatDateTimeIn(iso, zone);

  const columns: Column<StudentLog>[] = [
    {
      key: 'when',
      header: t('reports.when'),
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{when(r.occurred_at)}</span>,
    },
    {
      key: 'student',
      header: t('reports.student'),
      rowHeader: true,
      cell: (r) => (
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{r.user.name}</p>
          <p className="truncate text-slate-600">{r.user.email}</p>
        </div>
      ),
    },
    { key: 'activity', header: t('reports.activity'), cell: (r) => t(`reports.kinds.${r.kind}`) },
    { key: 'discipline', header: t('reports.discipline'), from: 'lg', cell: (r) => r.discipline?.name ?? '—' },
    { key: 'detail', header: t('reports.detail'), cell: (r) => <Detail row={r} /> },
  ];

  return (
    <>
      <PageHeader
        title={t('reports.heading')}
        subtitle={t('reports.subtitle')}
        actions={
          <div className="flex flex-col items-end gap-1">
            <Button
              variant="secondary"
              icon={busy ? <Spinner className="size-4" /> : <FileDown className="size-4" aria-hidden />}
              disabled={busy}
              onClick={askPdf}
            >
              {busy ? t('reports.pdfPending') : t('reports.pdf')}
            </Button>
            <p role="status" aria-live="polite" className={cx('text-sm text-slate-600', waiting === null && 'sr-only')}>
              {waiting === null ? '' : t('reports.pdfProgress')}
            </p>
          </div>
        }
      />

      <form
        onSubmit={apply}
        aria-label={t('reports.filters')}
        className="mb-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 xl:grid-cols-4"
      >
        <TextField
          label={t('reports.userName')}
          placeholder={t('reports.userNamePlaceholder')}
          value={draft.user_name}
          maxLength={255}
          onChange={(e) => setDraft({ ...draft, user_name: e.target.value })}
        />
        <TextField
          label={t('reports.start')}
          type="datetime-local"
          value={draft.start}
          onChange={(e) => setDraft({ ...draft, start: e.target.value })}
        />
        <TextField
          label={t('reports.end')}
          type="datetime-local"
          value={draft.end}
          min={draft.start || undefined}
          onChange={(e) => setDraft({ ...draft, end: e.target.value })}
        />
        <details className="group relative rounded-lg">
          <summary className="flex cursor-pointer list-none flex-col justify-end rounded-lg focus:outline-none focus-visible:ring-3 focus-visible:ring-primary-200">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('reports.disciplines')}</span>
            <span className="flex min-h-11 items-center rounded-lg border border-slate-400 bg-white px-3.5 text-base text-slate-900 group-open:border-primary-600 group-open:ring-3 group-open:ring-primary-200">
              {t('reports.disciplinesSummary', { count: draft.disciplines.length })}
            </span>
          </summary>
          <div className="mt-2 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200 md:absolute md:z-20 md:w-80">
            <PickList
              multiple
              label={t('reports.disciplines')}
              searchLabel={t('reports.disciplineSearch')}
              searchPlaceholder={t('reports.disciplineSearchPlaceholder')}
              source={reportDisciplines}
              optionId={(d) => d.id}
              renderOption={(d) => <span className="block truncate text-sm font-medium text-slate-900">{d.name}</span>}
              emptyText={(search) => (search ? t('reports.noDisciplineFound') : t('reports.noDiscipline'))}
              errorText={t('reports.disciplinesLoadError')}
              value={draft.disciplines}
              onChange={(ids) => setDraft({ ...draft, disciplines: ids })}
              listClassName="max-h-56"
            />
          </div>
        </details>
        <div className="flex flex-wrap gap-3 md:col-span-2 xl:col-span-4">
          <Button type="submit" icon={<ListFilter className="size-4" aria-hidden />}>
            {t('reports.search')}
          </Button>
          <Button type="button" variant="secondary" onClick={clear}>
            {t('reports.clear')}
          </Button>
        </div>
      </form>

      {!active ? (
        <EmptyState icon={<ListFilter className="size-7" aria-hidden />} title={t('reports.promptTitle')}>
          {t('reports.prompt')}
        </EmptyState>
      ) : query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
          <Spinner className="size-5" />
          {t('reports.loading')}
        </div>
      ) : query.isError && !query.data ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{serverDetail(query.error) ?? M.studentLogListError}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <ListView
          list={{
            page: query.data!,
            rows: query.data!.data,
            loading: query.isFetching,
            error: query.isError ? query.error : null,
            retry: () => void query.refetch(),
            filtered: true,
            hrefFor: ({ page }) => `/reports?${studentLogList.search({ ...params, page }).toString()}`,
          }}
          count={(count) =>
            zone
              ? `${t('reports.count', { count })} · ${t('reports.timeZone', { zone: zoneLabel(zone) })}`
              : t('reports.count', { count })
          }
          empty={
            <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('reports.emptyTitle')}>
              {t('reports.empty')}
            </EmptyState>
          }
        >
          {(rows) => (
            <DataTable
              caption={t('reports.heading')}
              rows={rows}
              rowKey={(r) => r.id}
              columns={columns}
              card={(r) => (
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{r.user.name}</p>
                  <p className="text-slate-800">{t(`reports.kinds.${r.kind}`)}</p>
                  <p className="text-sm text-slate-700">
                    <Detail row={r} />
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {when(r.occurred_at)}
                    {r.discipline ? ` · ${r.discipline.name}` : ''}
                  </p>
                </div>
              )}
            />
          )}
        </ListView>
      )}
    </>
  );
}

function Detail({ row }: { row: StudentLog }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (row.item) parts.push(row.item.title);
  if (row.forum) parts.push(t('reports.forum', { title: row.forum.title }));
  if (row.kind === 'attempt_finished')
    parts.push(row.score === null ? t('reports.scorePending') : t('reports.score', { value: formatNumber(row.score) }));
  return <span className="line-clamp-2">{parts.join(' · ') || '—'}</span>;
}
