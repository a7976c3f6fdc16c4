import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileUp, Pencil, SearchX, Trash2, UserPlus, Users as UsersIcon } from 'lucide-react';
import { can, type UserType } from '@trilha/shared/kernel';
import type { Inscription, InscriptionStatus } from '@trilha/shared/inscriptions';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { DataTable, type Column } from '../../ui/list/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { cx } from '../../ui/cx.ts';
import { classDisciplineQuery, classList, deleteInscription } from './api.ts';
import { formatDay } from './window.ts';
import { EnrolModal } from './EnrolModal.tsx';
import { EditInscriptionModal } from './EditInscriptionModal.tsx';
import { CsvImportModal } from './CsvImportModal.tsx';

const STATUSES: InscriptionStatus[] = ['active', 'finished', 'canceled'];
const STATUS_TONE: Record<InscriptionStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  finished: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const disciplineIdOf = (id: string | undefined) => Number(id);

/** The route's permission (inscriptions:list) is checked by the app; this loads the class page in the URL. */
export async function disciplineClassLoader({ request, params }: LoaderFunctionArgs) {
  const id = disciplineIdOf(params.id);
  await Promise.all([
    queryClient.ensureQueryData(classList(id).queryFor(request.url)),
    queryClient.ensureQueryData(classDisciplineQuery(id)),
  ]);
  return null;
}

export function DisciplineClassPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const disciplineId = disciplineIdOf(useParams().id);
  const list = useList(classList(disciplineId));
  const discipline = useSuspenseQuery(classDisciplineQuery(disciplineId)).data.data;
  const qc = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<Inscription | null>(null);
  const [removing, setRemoving] = useState<Inscription | null>(null);
  const manage = can(s.user.type, 'inscriptions:manage');
  // The picker lists the tenant's users (GET /users: staff only); teachers enrol by CSV.
  const pick = manage && can(s.user.type, 'users:list');
  const refresh = () => qc.invalidateQueries({ queryKey: ['inscriptions'] });

  const remove = useMutation({
    mutationFn: (i: Inscription) => deleteInscription(i.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      setRemoving(null);
      await list.afterRemove();
      await refresh();
    },
    onError: (e) => {
      setRemoving(null);
      notify.error(serverDetail(e) ?? t('inscriptions.errors.delete'));
    },
  });

  const windowOf = (i: Inscription) => {
    if (i.started_at && i.finished_at)
      return t('inscriptions.range', { from: formatDay(i.started_at), to: formatDay(i.finished_at) });
    if (i.started_at) return t('inscriptions.from', { date: formatDay(i.started_at) });
    if (i.finished_at) return t('inscriptions.until', { date: formatDay(i.finished_at) });
    return t('inscriptions.noWindow');
  };
  const statusBadge = (i: Inscription) => (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONE[i.status])}>
      {t(`inscriptions.status.${i.status}`)}
    </span>
  );
  const actionsFor = (i: Inscription) =>
    manage && (
      <div className="flex items-center justify-end gap-0.5">
        <IconButton label={t('inscriptions.edit', { name: i.user.name })} onClick={() => setEditing(i)}>
          <Pencil aria-hidden />
        </IconButton>
        <IconButton tone="danger" label={t('inscriptions.unenrol', { name: i.user.name })} onClick={() => setRemoving(i)}>
          <Trash2 aria-hidden />
        </IconButton>
      </div>
    );

  const columns: Column<Inscription>[] = [
    {
      key: 'member',
      header: t('inscriptions.member'),
      rowHeader: true,
      sorted: 'ascending',
      cell: (i) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar user={i.user} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{i.user.name}</p>
            <p className="truncate text-slate-600">{i.user.email}</p>
          </div>
        </div>
      ),
    },
    { key: 'role', header: t('inscriptions.role'), cell: (i) => <RoleBadge type={i.role as UserType} /> },
    { key: 'status', header: t('inscriptions.situation'), cell: statusBadge },
    { key: 'window', header: t('inscriptions.window'), from: 'lg', cell: windowOf },
    { key: 'actions', header: t('common.actions'), hideHeader: true, align: 'end', cell: (i) => actionsFor(i) },
  ];

  return (
    <>
      <PageHeader
        eyebrow={discipline.name}
        title={t('inscriptions.heading')}
        subtitle={t('inscriptions.subtitle')}
        actions={
          manage && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" icon={<FileUp className="size-4" aria-hidden />} onClick={() => setImporting(true)}>
                {t('inscriptions.importCsv')}
              </Button>
              {pick && (
                <Button icon={<UserPlus className="size-4" aria-hidden />} onClick={() => setEnrolling(true)}>
                  {t('inscriptions.enrol')}
                </Button>
              )}
            </div>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          id="class-search"
          label={t('inscriptions.search')}
          placeholder={t('inscriptions.searchPlaceholder')}
          value={list.params.name ?? ''}
          onSearch={(name) => void list.setParams({ name: name || undefined })}
        />
        <SelectField
          label={t('inscriptions.statusFilter')}
          hideLabel
          value={list.params.status ?? ''}
          onChange={(e) => void list.setParams({ status: (e.target.value || undefined) as InscriptionStatus | undefined })}
          className="w-full sm:w-56"
        >
          <option value="">{t('inscriptions.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`inscriptions.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <ListView
        list={list}
        count={(count) => t('inscriptions.count', { count })}
        empty={
          <EmptyState icon={<UsersIcon className="size-7" aria-hidden />} title={t('inscriptions.emptyTitle')}>
            {t('inscriptions.empty')}
          </EmptyState>
        }
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('inscriptions.emptySearchTitle')}>
            {t('inscriptions.emptySearch')}
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('inscriptions.heading')}
            rows={rows}
            rowKey={(i) => i.id}
            columns={columns}
            card={(i) => (
              <>
                <div className="flex items-start gap-3">
                  <Avatar user={i.user} className="size-10" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-slate-900">{i.user.name}</p>
                    <p className="truncate text-sm text-slate-600">{i.user.email}</p>
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <RoleBadge type={i.role as UserType} />
                      {statusBadge(i)}
                    </div>
                    <p className="mt-2 text-sm text-slate-600">{windowOf(i)}</p>
                  </div>
                </div>
                {manage && <div className="mt-2 border-t border-slate-100 pt-1">{actionsFor(i)}</div>}
              </>
            )}
          />
        )}
      </ListView>

      {enrolling && <EnrolModal disciplineId={disciplineId} onClose={() => setEnrolling(false)} onDone={refresh} />}
      {importing && <CsvImportModal disciplineId={disciplineId} onClose={() => setImporting(false)} onDone={refresh} />}
      {editing && <EditInscriptionModal inscription={editing} onClose={() => setEditing(null)} onDone={refresh} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('inscriptions.unenrolTitle')}
        message={t('inscriptions.unenrolBody', { name: removing?.user.name ?? '' })}
        confirmLabel={remove.isPending ? t('common.deleting') : t('inscriptions.unenrolConfirm')}
        cancelLabel={t('app.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && !remove.isPending && remove.mutate(removing)}
      />
    </>
  );
}
