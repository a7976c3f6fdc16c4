import { useState } from 'react';
import { Link, redirect, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EyeOff, Lock, MessagesSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Forum } from '@trilha/shared/forums';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { disciplineQuery } from '../materials/public.ts';
import { deleteForum, forumKeys, managedForumsQuery } from './api.ts';
import { ForumFormModal } from './ForumFormModal.tsx';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  return id;
};
const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** A discipline the caller may not build is Not Found (the API's discipline:manage answers 404). */
export async function forumManagementLoader({ params, request }: LoaderFunctionArgs) {
  const id = idOf(params.id);
  try {
    const discipline = await queryClient.ensureQueryData(disciplineQuery(id));
    if (!discipline.isEditable) throw redirect('/not-found');
    await queryClient.ensureQueryData(managedForumsQuery(id, pageOf(new URL(request.url).searchParams)));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw redirect('/not-found');
    throw e;
  }
  return null;
}

/** Forum Management (001 §2): the discipline's forums, hidden ones too; create, edit, close, hide, delete. */
export function ForumManagementPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const page = pageOf(search);
  const { data: discipline } = useSuspenseQuery(disciplineQuery(id));
  const forums = useQuery(managedForumsQuery(id, page));
  const [editing, setEditing] = useState<Forum | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Forum | null>(null);
  usePageTitle(t('forums.titles.management'));
  const remove = useMutation(
    {
      mutationFn: (f: Forum) => deleteForum(f.id),
      onSuccess: async (r) => {
        notify.success(r.message);
        await queryClient.invalidateQueries({ queryKey: forumKeys.all });
      },
      onError: (e) => notify.error(serverDetail(e) ?? t('messages.forumDeleteFailed')),
    },
    queryClient,
  );

  return (
    <>
      <BackLink to={`/discipline/${id}/materials`} label={t('forums.back')} />
      <PageHeader
        eyebrow={t('forums.eyebrow')}
        title={discipline.name}
        actions={
          <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing('new')}>
            {t('forums.newForum')}
          </Button>
        }
      />
      {forums.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : forums.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p>{t('messages.forumFetchFailed')}</p>
          <Button variant="secondary" onClick={() => void forums.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : forums.data.data.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare className="size-7" aria-hidden />}
          title={t('forums.empty')}
          action={
            <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing('new')}>
              {t('forums.newForum')}
            </Button>
          }
        >
          {t('forums.emptyHint')}
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {forums.data.data.map((f) => (
              <li
                key={f.id}
                className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/discipline/${id}/forum/${f.id}`}
                    className="font-semibold text-slate-900 underline-offset-4 hover:text-primary-text hover:underline"
                  >
                    {f.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span>{formatDate(f.created_at)}</span>
                    <span>{t('forums.comments', { count: f.total_comments })}</span>
                    {f.status === 'closed' && (
                      <span className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                        <Lock className="size-3" aria-hidden />
                        {t('forums.statusClosed')}
                      </span>
                    )}
                    {!f.is_visible && (
                      <span className="inline-flex items-center gap-1 rounded bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
                        <EyeOff className="size-3" aria-hidden />
                        {t('forums.hidden')}
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex items-center gap-1">
                  <IconButton label={`${t('forums.editForum')}: ${f.title}`} onClick={() => setEditing(f)}>
                    <Pencil aria-hidden />
                  </IconButton>
                  <IconButton label={`${t('forums.deleteForum')}: ${f.title}`} tone="danger" onClick={() => setDeleting(f)}>
                    <Trash2 aria-hidden />
                  </IconButton>
                </div>
              </li>
            ))}
          </ul>
          <Pagination meta={forums.data.meta} hrefFor={(p) => `?page=${p}`} />
        </>
      )}
      {editing && (
        <ForumFormModal disciplineId={id} forum={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('forums.deleteForum')}
        message={t('forums.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('forums.delete')}
        cancelLabel={t('forums.keep')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}
