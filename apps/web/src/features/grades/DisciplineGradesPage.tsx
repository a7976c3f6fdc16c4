import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck, Download, Pencil, SearchX } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { GRADE_STATUSES, type Grade, type GradeStatus } from '@trilha/shared/grades';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { DataTable, type Column } from '../../ui/list/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { saveExport, useExport } from '../../lib/exports.ts';
import { gradeList, gradesDisciplineQuery, requestGradeExport } from './api.ts';
import { formatGrade, formatGradedAt } from './format.ts';
import { EditGradeModal } from './EditGradeModal.tsx';

const STATUS_TONE: Record<GradeStatus, string> = {
  graded: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/20',
};
/** How often the screen asks whether the CSV is written (docs/assessment.md "Grades"). */
const EXPORT_POLL_MS = 1000;

const disciplineIdOf = (id: string | undefined) => Number(id);

/** Loads the page in the URL (with the item filter's options) and the discipline (header, who may edit). */
export async function disciplineGradesLoader({ request, params }: LoaderFunctionArgs) {
  const id = disciplineIdOf(params.id);
  await Promise.all([
    queryClient.ensureQueryData(gradeList(id).queryFor(request.url)),
    queryClient.ensureQueryData(gradesDisciplineQuery(id)),
  ]);
  return null;
}

export function DisciplineGradesPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const disciplineId = disciplineIdOf(useParams().id);
  const list = useList(gradeList(disciplineId));
  const discipline = useSuspenseQuery(gradesDisciplineQuery(disciplineId)).data.data;
  const items = list.page.meta.items;
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Grade | null>(null);
  const own = list.page.meta.own_only;
  const edit = discipline.isEditable && can(s.user.type, 'grades:update');
  const exportable = can(s.user.type, 'grades:export');

  const columns: Column<Grade>[] = [
    ...(own
      ? []
      : [
          {
            key: 'student',
            header: t('grades.student'),
            rowHeader: true,
            sorted: 'ascending' as const,
            cell: (g: Grade) => (
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{g.student.name}</p>
                <p className="truncate text-slate-600">{g.student.email}</p>
              </div>
            ),
          },
        ]),
    {
      key: 'item',
      header: t('grades.item'),
      rowHeader: own,
      cell: (g) => (
        <div className="min-w-0">
          <p className="truncate text-slate-900">{g.item.title}</p>
          <p className="text-slate-600">{t(`grades.type.${g.item.type}`)}</p>
        </div>
      ),
    },
    { key: 'value', header: t('grades.value'), cell: (g) => <ValueCell grade={g} /> },
    { key: 'status', header: t('grades.situation'), cell: (g) => <StatusBadge status={g.status} /> },
    {
      key: 'comment',
      header: t('grades.comment'),
      from: 'lg',
      cell: (g) => <span className="line-clamp-2">{g.comment ?? ''}</span>,
    },
    { key: 'graded_at', header: t('grades.gradedAt'), from: 'lg', cell: (g) => (g.graded_at ? formatGradedAt(g.graded_at) : '') },
    ...(edit
      ? [
          {
            key: 'actions',
            header: t('common.actions'),
            hideHeader: true,
            align: 'end' as const,
            cell: (g: Grade) => (
              <IconButton label={t('grades.edit', { name: g.student.name, item: g.item.title })} onClick={() => setEditing(g)}>
                <Pencil aria-hidden />
              </IconButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        eyebrow={discipline.name}
        title={t('grades.heading')}
        subtitle={own ? t('grades.subtitleOwn') : t('grades.subtitleStaff')}
        actions={
          exportable && (
            <ExportButton
              disciplineId={disciplineId}
              filters={{ material_item_id: list.params.material_item_id, search: list.params.search, status: list.params.status }}
            />
          )
        }
      />
      {own && (
        <p className="mb-4 rounded-lg bg-white px-4 py-3 text-slate-800 shadow-sm ring-1 ring-slate-200">
          {list.page.meta.average === null
            ? t('grades.noAverage')
            : t('grades.average', { value: formatGrade(list.page.meta.average) })}
        </p>
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {!own && (
          <SearchBox
            id="grades-search"
            label={t('grades.search')}
            placeholder={t('grades.searchPlaceholder')}
            value={list.params.search ?? ''}
            onSearch={(search) => void list.setParams({ search: search || undefined })}
          />
        )}
        <SelectField
          label={t('grades.itemFilter')}
          hideLabel
          value={list.params.material_item_id ?? ''}
          onChange={(e) => void list.setParams({ material_item_id: e.target.value ? Number(e.target.value) : undefined })}
          className="w-full sm:w-64"
        >
          <option value="">{t('grades.allItems')}</option>
          {items.map((i) => (
            <option key={i.id} value={i.id}>
              {i.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('grades.statusFilter')}
          hideLabel
          value={list.params.status ?? ''}
          onChange={(e) => void list.setParams({ status: (e.target.value || undefined) as GradeStatus | undefined })}
          className="w-full sm:w-56"
        >
          <option value="">{t('grades.allStatuses')}</option>
          {GRADE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`grades.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <ListView
        list={list}
        count={(count) => t('grades.count', { count })}
        empty={
          <EmptyState icon={<ClipboardCheck className="size-7" aria-hidden />} title={t('grades.emptyTitle')}>
            {own ? t('grades.emptyOwn') : t('grades.emptyStaff')}
          </EmptyState>
        }
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('grades.emptySearchTitle')}>
            {t('grades.emptySearch')}
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('grades.heading')}
            rows={rows}
            rowKey={(g) => g.id}
            columns={columns}
            card={(g) => (
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  {!own && <p className="truncate font-semibold text-slate-900">{g.student.name}</p>}
                  <p className={cx('truncate', own ? 'font-semibold text-slate-900' : 'text-slate-700')}>
                    {g.item.title} <span className="text-slate-600">· {t(`grades.type.${g.item.type}`)}</span>
                  </p>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <ValueCell grade={g} />
                    <StatusBadge status={g.status} />
                  </div>
                  {g.comment && <p className="mt-2 text-sm text-slate-700">{g.comment}</p>}
                  {g.graded_at && <p className="mt-1 text-sm text-slate-600">{formatGradedAt(g.graded_at)}</p>}
                </div>
                {edit && (
                  <IconButton
                    label={t('grades.edit', { name: g.student.name, item: g.item.title })}
                    onClick={() => setEditing(g)}
                  >
                    <Pencil aria-hidden />
                  </IconButton>
                )}
              </div>
            )}
          />
        )}
      </ListView>

      {editing && (
        <EditGradeModal
          grade={editing}
          onClose={() => setEditing(null)}
          onDone={() => qc.invalidateQueries({ queryKey: ['grades'] })}
        />
      )}
    </>
  );
}

function ValueCell({ grade }: { grade: Grade }) {
  const { t } = useTranslation();
  return (
    <span className="text-lg font-semibold tabular-nums text-slate-900">
      {grade.value === null ? t('grades.noValue') : formatGrade(grade.value)}
    </span>
  );
}

function StatusBadge({ status }: { status: GradeStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONE[status])}>
      {t(`grades.status.${status}`)}
    </span>
  );
}

/**
 * Asks for the CSV (GET …/grades/csv), then polls its status each second while the worker writes
 * it, showing the progress; when ready, downloads it with the token and saves it (lib/exports.ts).
 */
function ExportButton({
  disciplineId,
  filters,
}: {
  disciplineId: number;
  filters: { material_item_id?: number; search?: string; status?: GradeStatus };
}) {
  const { t } = useTranslation();
  const failed = (e?: unknown) => notify.error(serverDetail(e) ?? t('grades.errors.export'));
  const exp = useExport({
    start: async () => (await requestGradeExport(disciplineId, filters)).data.id,
    pollMs: EXPORT_POLL_MS,
    onReady: (e) =>
      saveExport(e.id, `notas-disciplina-${disciplineId}.csv`).then(() => notify.success(t('grades.exportReady')), failed),
    onFailed: () => notify.error(t('grades.exportFailed')),
    onError: failed,
  });
  const busy = exp.busy;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        icon={busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
        disabled={busy}
        onClick={exp.begin}
      >
        {busy ? t('grades.exporting') : t('grades.export')}
      </Button>
      <p role="status" aria-live="polite" className={cx('text-sm text-slate-600', !busy && 'sr-only')}>
        {busy ? t('grades.exportProgress') : ''}
      </p>
    </div>
  );
}
