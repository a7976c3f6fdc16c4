import { useEffect } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bell, BellRing, Lock } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { createComment, forumKeys, forumQuery, markForumRead } from './api.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentLevel } from './CommentThread.tsx';
import { useCommentActions } from './comment-actions.ts';
import { useForumLive } from './use-forum-live.ts';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  return id;
};

/** A forum the caller may not open (hidden for a student, another discipline, another company) is Not Found. */
export async function forumViewLoader({ params }: LoaderFunctionArgs) {
  const disciplineId = idOf(params.id);
  const forumId = idOf(params.forumId);
  try {
    const forum = await queryClient.ensureQueryData(forumQuery(forumId));
    if (forum.discipline.id !== disciplineId) throw redirect('/not-found');
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw redirect('/not-found');
    throw e;
  }
  return null;
}

/**
 * Forum View (001 §2): the forum, its comments 10 per level with load-more, votes, replies, edit
 * and delete, hide/show for moderators, and live updates from other browsers. Opening it marks the
 * forum read (PUT /forums/{id}/read). A closed or hidden forum shows the spec's message and no
 * comment form.
 */
export function ForumViewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const disciplineId = Number(params.id);
  const forumId = Number(params.forumId);
  const { user } = useRequiredSession();
  const { data: forum } = useSuspenseQuery(forumQuery(forumId));
  usePageTitle(forum.title);
  useForumLive(forumId);
  useEffect(() => {
    markForumRead(forumId)
      .then(() => queryClient.invalidateQueries({ queryKey: forumKeys.all }))
      .catch(() => notify.error(t('messages.forumReadFailed')));
  }, [forumId, t]);
  const manages = can(user.type, 'forums:manage') && forum.discipline.id === disciplineId;
  const actions = useCommentActions(forumId);

  return (
    <>
      <BackLink
        to={manages ? `/discipline/${disciplineId}/forum-management` : `/discipline/${disciplineId}/materials`}
        label={manages ? t('forums.backToManagement') : t('forums.back')}
      />
      <PageHeader eyebrow={forum.discipline.name} title={forum.title} subtitle={forum.description ?? undefined} />
      <div className="-mt-4 mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span>{formatDate(forum.created_at)}</span>
          {forum.author && <span>{forum.author.name}</span>}
          <span>{t('forums.comments', { count: forum.total_comments })}</span>
        </p>
        <Button
          // Following, it says so by offering to stop (not a toggle that still reads "Seguir fórum"),
          // and it is the filled button, so the state shows without relying on the icon alone.
          variant={forum.subscribed ? 'primary' : 'secondary'}
          title={forum.subscribed ? undefined : t('forums.followForumHint')}
          loading={actions.followForum.isPending}
          icon={forum.subscribed ? <BellRing className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
          onClick={() => actions.followForum.mutate(!forum.subscribed)}
        >
          {forum.subscribed ? t('forums.unfollowForum') : t('forums.followForum')}
        </Button>
      </div>
      {!forum.interactive && (
        <p
          role="note"
          className="mb-6 flex max-w-3xl items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <Lock className="size-4 shrink-0" aria-hidden />
          {t('messages.forumUnavailable')}
        </p>
      )}
      <div className="max-w-3xl space-y-6">
        {forum.interactive && (
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <CommentForm
              forumId={forumId}
              label={t('forums.newComment')}
              submitLabel={t('forums.send')}
              send={(text, mentions) => createComment({ forum: forumId, text, mentions })}
            />
          </div>
        )}
        <CommentLevel forum={forum} parent={null} />
      </div>
    </>
  );
}
