import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommentStatus } from '@trilha/shared/forums';
import { queryClient } from '../../app/query-client.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { deleteComment, followForum, followThread, forumKeys, setCommentVisibility, voteComment } from './api.ts';

/** Refetches the open levels of the thread and the forum's header (counts). */
export async function refreshForum(forumId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: forumKeys.comments(forumId) }),
    queryClient.invalidateQueries({ queryKey: forumKeys.forum(forumId) }),
  ]);
}

function useAction<A>(forumId: number, fn: (a: A) => Promise<{ message: string }>, failed: string, toast = true) {
  return useMutation(
    {
      mutationFn: fn,
      onSuccess: async (r) => {
        if (toast) notify.success(r.message);
        await refreshForum(forumId);
      },
      onError: (e) => notify.error(serverDetail(e) ?? failed),
    },
    queryClient,
  );
}

/**
 * The one-click actions on a comment (vote, hide/show, delete): the server's message as the toast,
 * its refusal (e.g. 'Este fórum está indisponível para interações') or the catalogue's error
 * otherwise, then the open thread refetched. Other browsers follow through the live channel.
 */
export function useCommentActions(forumId: number) {
  const { t } = useTranslation();
  return {
    // Votes are frequent: the count moving is the answer, no toast. 0 withdraws the caller's vote.
    vote: useAction(
      forumId,
      (a: { id: number; vote: 1 | -1 | 0 }) => voteComment(a.id, a.vote),
      t('messages.forumVoteFailed'),
      false,
    ),
    visibility: useAction(
      forumId,
      (a: { id: number; status: CommentStatus }) => setCommentVisibility(a.id, a.status),
      t('messages.forumVisibilityFailed'),
    ),
    remove: useAction(forumId, (id: number) => deleteComment(id), t('messages.forumCommentDeleteFailed')),
    followThread: useAction(
      forumId,
      (a: { id: number; follow: boolean }) => followThread(a.id, a.follow),
      t('messages.forumFollowFailed'),
    ),
    followForum: useAction(forumId, (follow: boolean) => followForum(forumId, follow), t('messages.forumFollowFailed')),
  };
}
