import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Inbox, SearchX } from 'lucide-react';
import type { AssignmentSubmission, SubmissionStatus } from '@trilha/shared/assignments';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { DataTable, type Column } from '../../ui/list/DataTable.tsx';
import { FilterTabs } from '../../ui/list/FilterTabs.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { assignmentDisciplineQuery, assignmentPaths, submissionsList, taskQuery } from './api.ts';
import { formatGrade, idParam, StatusBadge } from './parts.tsx';

/** Assignment Management: a task's submissions for staff, by status, newest first, 30 per page. */
export async function managementLoader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id);
  await Promise.all([
    queryClient.ensureQueryData(assignmentDisciplineQuery(idParam(params.disciplineId))),
    queryClient.ensureQueryData(taskQuery(id)),
    queryClient.ensureQueryData(submissionsList(id).queryFor(request.url)),
  ]);
  return null;
}

type Tab = SubmissionStatus | 'all';

export function ManagementPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = idParam(params.id);
  const disciplineId = idParam(params.disciplineId);
  const discipline = useSuspenseQuery(assignmentDisciplineQuery(disciplineId)).data;
  const item = useSuspenseQuery(taskQuery(id)).data;
  const list = useList(submissionsList(id));
  const counts = list.page.meta.counts;
  const tabs: { value: Tab; label: string }[] = [
    { value: 'all', label: t('assignments.tabs.all', { count: counts.submitted + counts.evaluated }) },
    { value: 'submitted', label: t('assignments.tabs.submitted', { count: counts.submitted }) },
    { value: 'evaluated', label: t('assignments.tabs.evaluated', { count: counts.evaluated }) },
  ];
  // The visible verb starts the link's name (voice control), the student's name follows, hidden.
  const open = (s: AssignmentSubmission) => (
    <LinkButton
      variant={s.status === 'submitted' ? 'primary' : 'secondary'}
      to={assignmentPaths.attempt(disciplineId, id, s.id)}
      className="min-w-24"
    >
      {s.status === 'submitted' ? t('assignments.evaluate') : t('assignments.view')}
      <span className="sr-only"> {t('assignments.ofStudent', { name: s.user.name })}</span>
    </LinkButton>
  );
  const grade = (s: AssignmentSubmission) =>
    s.evaluation ? t('assignments.gradeValue', { value: formatGrade(s.evaluation.grade) }) : t('assignments.noGrade');
  const columns: Column<AssignmentSubmission>[] = [
    {
      key: 'student',
      header: t('assignments.student'),
      rowHeader: true,
      cell: (s) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar user={s.user} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{s.user.name}</p>
            <p className="truncate text-slate-600">{s.user.email}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'submitted',
      header: t('assignments.submitted'),
      sorted: 'descending',
      from: 'lg',
      cell: (s) => formatDateTime(s.submitted_at),
    },
    { key: 'status', header: t('assignments.situation'), cell: (s) => <StatusBadge status={s.status} /> },
    { key: 'grade', header: t('assignments.grade'), cell: grade },
    { key: 'actions', header: t('common.actions'), hideHeader: true, align: 'end', cell: open },
  ];
  return (
    <>
      <BackLink to={assignmentPaths.overview(disciplineId, id)} label={t('assignments.backToOverview')} />
      <PageHeader eyebrow={discipline.name} title={item.title} subtitle={t('assignments.titles.management')} />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <FilterTabs
          label={t('assignments.tabs.label')}
          options={tabs}
          current={(list.params.status ?? 'all') as Tab}
          hrefFor={(v) => list.hrefFor({ status: v === 'all' ? undefined : v })}
        />
        <SearchBox
          id="submission-search"
          label={t('assignments.search')}
          placeholder={t('assignments.searchPlaceholder')}
          value={list.params.name ?? ''}
          onSearch={(name) => void list.setParams({ name: name || undefined })}
        />
      </div>
      <ListView
        list={list}
        count={(count) => t('assignments.submissionsCount', { count })}
        empty={
          <EmptyState icon={<Inbox className="size-7" aria-hidden />} title={t('assignments.emptyTitle')}>
            {t('assignments.empty')}
          </EmptyState>
        }
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('assignments.emptySearchTitle')}>
            {t('assignments.emptySearch')}
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('assignments.titles.management')}
            rows={rows}
            rowKey={(s) => s.id}
            columns={columns}
            card={(s) => (
              <div className="flex items-start gap-3">
                <Avatar user={s.user} className="size-10" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{s.user.name}</p>
                  <p className="truncate text-sm text-slate-600">{formatDateTime(s.submitted_at)}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <StatusBadge status={s.status} />
                    <span className="text-sm font-semibold text-slate-800">{grade(s)}</span>
                  </div>
                </div>
                {open(s)}
              </div>
            )}
          />
        )}
      </ListView>
    </>
  );
}
