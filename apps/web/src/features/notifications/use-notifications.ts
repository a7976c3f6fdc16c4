import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationsChannel, type NotificationPage, type NotificationsReadPayload } from '@trilha/shared/notifications';
import { useTenant } from '../../app/tenant.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { markNotificationsRead, notificationsKey, notificationsQuery } from './api.ts';
import { withCreated, withDeleted, withRead } from './live-page.ts';
import { messageText } from '../../i18n/index.ts';

const isPage = (key: readonly unknown[], page: number) => key[1] === 'page' && key[2] === page;

/** Read state on every cached page: this tab's answer and other tabs' pushes go through here. */
function applyRead(queryClient: QueryClient, r: NotificationsReadPayload) {
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationsKey }, (old) => old && withRead(old, r));
}

/**
 * The bell's data: page `page` of the caller's notifications (the previous page stays on screen
 * while the next loads), kept live on notifications.{company}.{user}: a new one goes on top of the
 * first page (later pages refetch when shown, since everything on them moved down one), rows
 * read on another tab or device turn read here, and rows deleted there go. Marking read waits for the server's answer,
 * which carries the unread count.
 */
export function useNotifications(page: number) {
  const { user } = useRequiredSession();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });

  const channel = notificationsChannel(tenant.company_id, user.id);
  useLiveEvent(channel, '.notification.created', (n) => {
    queryClient.setQueryData(notificationsQuery(1).queryKey, (old) => old && withCreated(old, n));
    void queryClient.invalidateQueries({ queryKey: notificationsKey, predicate: (q) => !isPage(q.queryKey, 1) });
  });
  useLiveEvent(channel, '.notifications.read', (r) => applyRead(queryClient, r));
  // Deleted on another tab or device: gone here at once, then every page refetched (rows move up).
  useLiveEvent(channel, '.notifications.deleted', (d) => {
    queryClient.setQueriesData<NotificationPage>({ queryKey: notificationsKey }, (old) => old && withDeleted(old, d));
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  });

  // 001 §8: a failed load is a toast; the panel also offers to try again.
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(messageText('notificationsLoadError'));
  }, [failedAt]);

  const mark = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (res) =>
      applyRead(queryClient, {
        ids: res.ids,
        read_at: res.read_at ?? '',
        total_unread_notifications: res.total_unread_notifications,
      }),
    onError: () => {
      notify.error(messageText('notificationReadError'));
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });

  return {
    page: query.data,
    loading: query.isPending,
    fetching: query.isFetching,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    unread: query.data?.meta.total_unread_notifications ?? 0,
    markRead: (ids: number[]) => mark.mutate({ ids }),
    markAllRead: () => mark.mutate({ all: true }),
    marking: mark.isPending,
  };
}
