import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bell, BellRing, ChevronDown, ChevronUp, Eye, EyeOff, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import type { Forum, ForumComment, ForumCommentWithReplies } from '@trilha/shared/forums';
import { formatDateTime } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { commentsQuery, createComment, updateComment } from './api.ts';
import { useCommentActions } from './comment-actions.ts';
import { CommentForm } from './CommentForm.tsx';
import { splitMentions } from './mention-text.ts';

/**
 * One level of a thread, 10 at a time with load-more (001 §2, §9): the forum's comments (`parent`
 * null) or a comment's replies; `skipFirst` pages already shown under the parent.
 */
export function CommentLevel({ forum, parent, skipFirst = 0 }: { forum: Forum; parent: number | null; skipFirst?: number }) {
  const { t } = useTranslation();
  const q = useInfiniteQuery(commentsQuery(forum.id, parent, skipFirst));
  if (q.isPending) return <Spinner label={t('app.loading')} />;
  if (q.isError)
    return (
      <div role="alert" className="space-y-2 text-sm text-red-800">
        <p>{t('messages.forumCommentsFetchFailed')}</p>
        <Button variant="secondary" onClick={() => void q.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  const comments = q.data.pages.flatMap((p) => p.data);
  if (parent === null && comments.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-slate-900">{t('forums.noComments')}</p>
        {forum.interactive && <p className="mt-1 text-sm text-slate-600">{t('forums.noCommentsHint')}</p>}
      </div>
    );
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {comments.map((c) => (
          <li key={c.id}>
            <CommentNode forum={forum} comment={c} />
          </li>
        ))}
      </ul>
      {q.hasNextPage && (
        <Button variant="secondary" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {parent === null ? t('forums.moreComments') : t('forums.moreReplies')}
        </Button>
      )}
    </div>
  );
}

/** A comment, its actions, and beneath it its replies: those listed with it, then load-more. */
function CommentNode({ forum, comment }: { forum: Forum; comment: ForumComment | ForumCommentWithReplies }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const embedded = 'replies' in comment ? comment.replies : null;
  return (
    <div>
      <CommentCard forum={forum} comment={comment} />
      {(embedded?.length || opened || (embedded === null && comment.num_children > 0)) && (
        <div className="mt-3 ml-3 space-y-3 border-l-2 border-slate-200 pl-3 sm:ml-6 sm:pl-5">
          {embedded && embedded.length > 0 && (
            <ul className="space-y-3">
              {embedded.map((r) => (
                <li key={r.id}>
                  <CommentNode forum={forum} comment={r} />
                </li>
              ))}
            </ul>
          )}
          {opened ? (
            <CommentLevel forum={forum} parent={comment.id} skipFirst={embedded ? 1 : 0} />
          ) : embedded === null ? (
            <Button variant="ghost" onClick={() => setOpened(true)}>
              {t('forums.showReplies', { count: comment.num_children })}
            </Button>
          ) : (
            comment.num_children > embedded.length && (
              <Button variant="ghost" onClick={() => setOpened(true)}>
                {t('forums.moreReplies')}
              </Button>
            )
          )}
        </div>
      )}
    </div>
  );
}

function CommentCard({ forum, comment }: { forum: Forum; comment: ForumComment }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const actions = useCommentActions(forum.id);
  const [mode, setMode] = useState<'reply' | 'edit' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleted = comment.deleted_at !== null;
  const moderator = can(user.type, 'forums:moderate');
  const own = comment.author.id === user.id;
  const hidden = comment.status === 'hidden';
  const canEdit = !deleted && forum.interactive && (own || moderator);
  const canDelete = !deleted && (moderator || (own && forum.interactive));
  const vote = comment.user_vote?.vote ?? 0;
  const voting = !deleted && forum.votes_enable;
  // A notification's link (?comment=) lands here: the comment is scrolled to, focused and marked.
  const [search] = useSearchParams();
  const target = search.get('comment') === String(comment.id);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!target) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [target]);

  return (
    <article
      ref={card}
      id={`comment-${comment.id}`}
      tabIndex={-1}
      aria-label={t('forums.commentBy', { name: comment.author.name })}
      className={cx(
        'rounded-xl p-4 shadow-sm focus:outline-none',
        hidden ? 'bg-amber-50/40' : 'bg-white',
        // The comment a notification led to stands out; otherwise hidden ones are framed in amber.
        target ? 'ring-2 ring-primary-500' : hidden ? 'ring-1 ring-amber-300' : 'ring-1 ring-slate-200',
      )}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{comment.author.name}</span>
        <time dateTime={comment.created_at} className="text-xs text-slate-600">
          {formatDateTime(comment.created_at)}
        </time>
        {comment.modified_by && !deleted && <span className="text-xs text-slate-600">({t('forums.edited')})</span>}
        {hidden && (
          <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            <EyeOff className="size-3" aria-hidden />
            {t('forums.hiddenBadge')}
          </span>
        )}
      </header>
      {mode === 'edit' ? (
        <div className="mt-3">
          <CommentForm
            forumId={forum.id}
            label={t('forums.editLabel')}
            submitLabel={t('common.save')}
            initial={comment.text}
            initialMentions={comment.mentions}
            autoFocus
            send={(text, mentions) => updateComment(comment.id, text, mentions)}
            onDone={() => setMode(null)}
          />
        </div>
      ) : deleted ? (
        <p className="mt-2 text-sm italic text-slate-500">{t('forums.deleted')}</p>
      ) : (
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">
          {splitMentions(
            comment.text,
            comment.mentions.map((m) => m.name),
          ).map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              // primary-text: the theme's shade that keeps 4.5:1 on white in every colour filter (issue 29).
              <strong key={i} className="font-semibold text-primary-text">
                {part.mention}
              </strong>
            ),
          )}
        </p>
      )}
      <footer className="mt-2 flex flex-wrap items-center gap-1">
        {voting && (
          <div
            className="mr-2 flex items-center gap-1"
            role="group"
            aria-label={t('forums.votes', { votes: String(comment.votes) })}
          >
            <IconButton
              label={t('forums.upvote')}
              aria-pressed={vote === 1}
              disabled={!forum.interactive || actions.vote.isPending}
              className={vote === 1 ? 'text-primary-700' : undefined}
              // Pressed, it takes the vote back (a toggle: pressing it again withdraws).
              onClick={() => actions.vote.mutate({ id: comment.id, vote: vote === 1 ? 0 : 1 })}
            >
              <ChevronUp aria-hidden />
            </IconButton>
            <span className="min-w-6 text-center text-sm font-semibold text-slate-900" data-testid="votes">
              {comment.votes}
            </span>
            <IconButton
              label={t('forums.downvote')}
              aria-pressed={vote === -1}
              disabled={!forum.interactive || actions.vote.isPending}
              className={vote === -1 ? 'text-red-700' : undefined}
              onClick={() => actions.vote.mutate({ id: comment.id, vote: vote === -1 ? 0 : -1 })}
            >
              <ChevronDown aria-hidden />
            </IconButton>
          </div>
        )}
        {forum.interactive && !deleted && (
          <Button variant="ghost" icon={<MessageSquareReply className="size-4" aria-hidden />} onClick={() => setMode('reply')}>
            {t('forums.reply')}
          </Button>
        )}
        {comment.parent === null && !deleted && (
          <Button
            variant={comment.subscribed ? 'secondary' : 'ghost'}
            disabled={actions.followThread.isPending}
            icon={comment.subscribed ? <BellRing className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
            onClick={() => actions.followThread.mutate({ id: comment.id, follow: !comment.subscribed })}
          >
            {comment.subscribed ? t('forums.unfollowThread') : t('forums.followThread')}
          </Button>
        )}
        {canEdit && (
          <IconButton label={t('forums.edit')} onClick={() => setMode('edit')}>
            <Pencil aria-hidden />
          </IconButton>
        )}
        {moderator && !deleted && (
          <IconButton
            label={hidden ? t('forums.show') : t('forums.hide')}
            disabled={actions.visibility.isPending}
            onClick={() => actions.visibility.mutate({ id: comment.id, status: hidden ? 'visible' : 'hidden' })}
          >
            {hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          </IconButton>
        )}
        {canDelete && (
          <IconButton label={t('forums.deleteComment')} tone="danger" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden />
          </IconButton>
        )}
      </footer>
      {mode === 'reply' && (
        <div className="mt-3">
          <CommentForm
            forumId={forum.id}
            label={t('forums.replyLabel')}
            submitLabel={t('forums.sendReply')}
            autoFocus
            send={(text, mentions) => createComment({ forum: forum.id, parent: comment.id, text, mentions })}
            onDone={() => setMode(null)}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('forums.deleteComment')}
        message={t('forums.deleteCommentConfirm')}
        confirmLabel={t('forums.delete')}
        cancelLabel={t('forums.keep')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          actions.remove.mutate(comment.id);
        }}
      />
    </article>
  );
}
