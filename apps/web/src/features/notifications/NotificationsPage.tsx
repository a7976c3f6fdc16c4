import { useEffect, useId, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { BellOff, Check, CheckCheck, ExternalLink, Save, Settings2, Trash2 } from 'lucide-react';
import {
  NOTIFICATION_RETENTION_MAX_DAYS,
  NOTIFICATION_RETENTION_MIN_DAYS,
  notificationLabel,
  type Notification,
} from '@trilha/shared/notifications';
import { can } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { serverText } from '../../i18n/refusals.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { TextField } from '../../ui/Field.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import {
  deleteAllNotifications,
  deleteNotification,
  markNotificationsRead,
  notificationSettingsQuery,
  notificationsKey,
  notificationsListQuery,
  saveNotificationSettings,
} from './api.ts';
import { notificationTarget } from './notification-target.ts';

const pageOf = (params: URLSearchParams) => {
  const n = Number(params.get('page') ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

export async function notificationsPageLoader({ request }: LoaderFunctionArgs) {
  // Prefetch, not ensure: a failed load shows the screen's own error state with a retry.
  await queryClient.prefetchQuery(notificationsListQuery(pageOf(new URL(request.url).searchParams)));
  return null;
}

/**
 * Notificações (/notifications, issue 29): every role's full list of its own notifications,
 * reached from the user menu (the bell, 001 §2, stays the tutor's, teacher's and student's). Each
 * row: the type, the title (in the page's language: the API renders it from type + params), the
 * date and time; open (marks read and goes where the bell would), mark read, delete. Mark all read,
 * delete all (confirmed), a link to the preferences; a manager also sets the company's retention.
 * Everything it changes updates the bell's cache too (same query root).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const list = useQuery({ ...notificationsListQuery(page), placeholderData: keepPreviousData });
  const [confirming, setConfirming] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: notificationsKey });

  const read = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => void refresh(),
    onError: () => notify.error(t('messages.notificationReadError')),
  });
  const remove = useMutation({
    mutationFn: (id: number | 'all') => (id === 'all' ? deleteAllNotifications() : deleteNotification(id)),
    onSuccess: (res) => {
      notify.success(serverText(res.message));
      void refresh();
    },
    onError: () => {
      notify.error(t('messages.notificationsDeleteError'));
      void refresh();
    },
  });

  const open = (n: Notification) => {
    if (n.read_at === null) read.mutate({ ids: [n.id] });
    const to = notificationTarget(n);
    if (to) void navigate(to);
  };

  const data = list.data;
  const unread = data?.meta.total_unread_notifications ?? 0;
  const hasRows = (data?.data.length ?? 0) > 0;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t('messages.notificationsPageTitle')}
        subtitle={t('notificationsPage.subtitle')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              icon={<CheckCheck className="size-4" aria-hidden />}
              disabled={unread === 0}
              loading={read.isPending}
              onClick={() => read.mutate({ all: true })}
            >
              {t('notifications.markAll')}
            </Button>
            <Button
              variant="secondary"
              icon={<Trash2 className="size-4" aria-hidden />}
              disabled={!hasRows}
              loading={remove.isPending && remove.variables === 'all'}
              onClick={() => setConfirming(true)}
            >
              {t('notificationsPage.removeAll')}
            </Button>
            <Link
              to="/notification-preferences"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
            >
              <Settings2 className="size-4" aria-hidden />
              {t('notifications.preferences')}
            </Link>
          </div>
        }
      />

      {list.isPending && (
        <div className="flex justify-center p-10">
          <Spinner className="size-6" label={t('notificationsPage.loading')} />
        </div>
      )}
      {list.isError && !data && (
        <div className="flex flex-col items-start gap-3">
          <Alert>{t('messages.notificationsLoadError')}</Alert>
          <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('notificationsPage.retry')}
          </Button>
        </div>
      )}
      {data && !hasRows && (
        <EmptyState icon={<BellOff className="size-6" aria-hidden />} title={t('messages.notificationsEmpty')} />
      )}
      {data && hasRows && (
        <ul
          aria-label={t('notificationsPage.list')}
          aria-busy={list.isFetching}
          className={cx(
            'divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs',
            list.isFetching && 'opacity-70',
          )}
        >
          {data.data.map((n) => {
            const unreadRow = n.read_at === null;
            const to = notificationTarget(n);
            return (
              <li key={n.id} className="flex items-start gap-3 px-4 py-3">
                <span
                  aria-hidden
                  className={cx('mt-2 size-2.5 shrink-0 rounded-full', unreadRow ? 'bg-red-600' : 'bg-slate-200')}
                />
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {notificationLabel(n.type, currentLocale)}
                  </p>
                  <p className={cx('break-words', unreadRow ? 'font-semibold text-slate-900' : 'text-slate-700')}>
                    {n.title}
                    {unreadRow && <span className="sr-only"> ({t('notifications.unread')})</span>}
                  </p>
                  <time dateTime={n.created_at} className="mt-0.5 block text-xs text-slate-600">
                    {t('notifications.at', { date: formatDate(n.created_at), time: formatTime(n.created_at) })}
                  </time>
                </div>
                <div className="flex shrink-0 items-center">
                  {to && (
                    <Button
                      variant="ghost"
                      className="px-2 sm:px-3"
                      icon={<ExternalLink className="size-4" aria-hidden />}
                      onClick={() => open(n)}
                      aria-label={`${t('notificationsPage.open')}: ${n.title}`}
                    >
                      <span className="hidden sm:inline">{t('notificationsPage.open')}</span>
                    </Button>
                  )}
                  {unreadRow && (
                    <IconButton
                      label={t('notificationsPage.markRead', { title: n.title })}
                      onClick={() => read.mutate({ ids: [n.id] })}
                      disabled={read.isPending}
                    >
                      <Check aria-hidden />
                    </IconButton>
                  )}
                  <IconButton
                    tone="danger"
                    label={t('notificationsPage.remove', { title: n.title })}
                    onClick={() => remove.mutate(n.id)}
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data && <Pagination meta={data.meta} hrefFor={(p) => `/notifications?page=${p}`} />}

      {can(user.type, 'notifications:configure') && <RetentionForm />}

      <ConfirmDialog
        open={confirming}
        title={t('notificationsPage.removeAllTitle')}
        message={t('notificationsPage.removeAllConfirm')}
        confirmLabel={t('notificationsPage.removeAll')}
        cancelLabel={t('notificationsPage.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate('all');
        }}
      />
    </div>
  );
}

/** The company's retention (managers, admins: notifications:configure). */
function RetentionForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const headingId = useId();
  const settings = useQuery(notificationSettingsQuery);
  const [days, setDays] = useState('');
  useEffect(() => {
    if (settings.data) setDays(String(settings.data.data.retention_days));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (res) => {
      qc.setQueryData(notificationSettingsQuery.queryKey, { data: res.data });
      notify.success(serverText(res.message ?? ''));
    },
    onError: () => notify.error(t('notificationsPage.retentionError')),
  });
  const value = Number(days);
  const valid = Number.isInteger(value) && value >= NOTIFICATION_RETENTION_MIN_DAYS && value <= NOTIFICATION_RETENTION_MAX_DAYS;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) save.mutate({ retention_days: value });
  };
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('notificationsPage.retention')}
      </h2>
      {settings.isPending && <Spinner className="mt-4 size-5" label={t('notificationsPage.loading')} />}
      {settings.isError && (
        <div className="mt-4">
          <Alert>{t('notificationsPage.retentionLoadError')}</Alert>
        </div>
      )}
      {settings.data && (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
          <TextField
            className="sm:w-72"
            label={t('notificationsPage.retentionLabel')}
            type="number"
            inputMode="numeric"
            min={NOTIFICATION_RETENTION_MIN_DAYS}
            max={NOTIFICATION_RETENTION_MAX_DAYS}
            required
            value={days}
            onChange={(e) => setDays(e.currentTarget.value)}
            hint={t('notificationsPage.retentionHint', {
              min: String(NOTIFICATION_RETENTION_MIN_DAYS),
              max: String(NOTIFICATION_RETENTION_MAX_DAYS),
            })}
          />
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!valid || value === settings.data.data.retention_days}
            icon={<Save className="size-4" aria-hidden />}
            className="sm:mt-[26px]"
          >
            {t('notificationsPage.retentionSave')}
          </Button>
        </form>
      )}
    </section>
  );
}
