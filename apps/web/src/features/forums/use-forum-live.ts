import { useEffect, useRef } from 'react';
import { can } from '@trilha/shared/kernel';
import { FORUM_LIVE_EVENT_NAMES, forumChannel, forumStudentChannel } from '@trilha/shared/forums';
import { useTranslation } from 'react-i18next';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { refreshForum } from './comment-actions.ts';

/** Pushes this close together are one refetch (a burst of votes). */
const GATHER_MS = 150;

/**
 * Keeps Forum View current while others post, edit, vote and moderate (001 §2 "live updates"):
 * staff listen on forum.{id}, students on forum.{id}.student (which never carries a hidden comment).
 * Events carry ids and counts; the open levels of the thread refetch through the API, which applies
 * what this viewer may see. A refused subscription or a failed connection shows `forumLiveFailed`
 * (001 §8, the live-update error): the screen still works, it only stops following others.
 */
export function useForumLive(forumId: number): void {
  const { user } = useRequiredSession();
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [forumId]);
  const channel = can(user.type, 'forums:staff-channel')
    ? forumChannel(forumId)
    : can(user.type, 'forums:student-channel')
      ? forumStudentChannel(forumId)
      : null;
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refreshForum(forumId), GATHER_MS);
  };
  // Both variants carry the same events; the channel decides which this user hears.
  // One toast however many attempts fail (socket.io retries every 1 to 10 s): the same id replaces it.
  const failed = () => notify.error(t('messages.forumLiveFailed'), { id: `forum-live:${forumId}` });
  useLiveEvent(channel, FORUM_LIVE_EVENT_NAMES, refresh, { onRefused: failed, onUnreachable: failed });
}
