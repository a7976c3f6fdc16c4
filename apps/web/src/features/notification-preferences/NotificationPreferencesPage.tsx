import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationPreference } from '@trilha/shared/notifications';
import { can } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { preferencesQuery, savePreferences } from './api.ts';

export async function notificationPreferencesLoader() {
  // Prefetch, not ensure: a failed load shows the screen's own error state with a retry.
  await queryClient.prefetchQuery(preferencesQuery);
  return null;
}

const CHANNEL_KEYS = {
  in_app: { name: 'notificationPreferences.inApp', hint: 'notificationPreferences.inAppHint' },
  email: { name: 'notificationPreferences.email', hint: 'notificationPreferences.emailHint' },
} as const;
/** Roles without the bell (001 §2) read in-app notifications on their page: the column says so. */
const CHANNEL_KEYS_NO_BELL = {
  ...CHANNEL_KEYS,
  in_app: { name: 'notificationPreferences.inAppPage', hint: 'notificationPreferences.inAppPageHint' },
} as const;

/**
 * Preferências de notificação: a table of the registry's types × channels (the bell, the daily
 * e-mail digest), one native checkbox per cell named "type: channel" for screen readers. Edited
 * locally and saved at once (PUT of every row), with a toast.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const bell = can(user.type, 'notifications:bell');
  const CHANNELS = bell ? CHANNEL_KEYS : CHANNEL_KEYS_NO_BELL;
  const qc = useQueryClient();
  const prefs = useQuery(preferencesQuery);
  const [rows, setRows] = useState<NotificationPreference[] | null>(null);
  useEffect(() => {
    if (prefs.data) setRows(prefs.data.data);
  }, [prefs.data]);
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (res) => {
      qc.setQueryData(preferencesQuery.queryKey, { data: res.data });
      notify.success(res.message);
    },
    onError: () => notify.error(t('messages.preferencesSaveError')),
  });
  const toggle = (type: string, channel: NotificationChannel, on: boolean) =>
    setRows((r) => r?.map((p) => (p.type === type ? { ...p, [channel]: on } : p)) ?? r);
  const changed = rows !== null && JSON.stringify(rows) !== JSON.stringify(prefs.data?.data);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('messages.preferencesTitle')}
        subtitle={t(bell ? 'notificationPreferences.subtitle' : 'notificationPreferences.subtitleNoBell')}
      />
      {prefs.isPending && (
        <div className="flex justify-center p-10">
          <Spinner className="size-6" label={t('notificationPreferences.loading')} />
        </div>
      )}
      {prefs.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert>{t('messages.preferencesLoadError')}</Alert>
          <Button variant="secondary" onClick={() => void prefs.refetch()} loading={prefs.isFetching}>
            {t('notificationPreferences.retry')}
          </Button>
        </div>
      )}
      {rows && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ preferences: rows.map(({ type, in_app, email }) => ({ type, in_app, email })) });
          }}
        >
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('notificationPreferences.caption')}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('notificationPreferences.type')}
                  </th>
                  {NOTIFICATION_CHANNELS.map((c) => (
                    <th key={c} scope="col" className="w-28 px-2 py-3 text-center font-semibold sm:w-40">
                      {t(CHANNELS[c].name)}
                      <span className="block text-xs font-normal text-slate-600">{t(CHANNELS[c].hint)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((p) => (
                  <tr key={p.type}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {p.label}
                    </th>
                    {NOTIFICATION_CHANNELS.map((c) => (
                      <td key={c} className="px-2 py-1 text-center">
                        <label className="inline-grid size-11 cursor-pointer place-items-center rounded-lg hover:bg-slate-50">
                          <input
                            type="checkbox"
                            className="size-5 cursor-pointer accent-primary-600"
                            checked={p[c]}
                            onChange={(e) => toggle(p.type, c, e.currentTarget.checked)}
                            aria-label={t('notificationPreferences.toggle', { type: p.label, channel: t(CHANNELS[c].name) })}
                          />
                        </label>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('notificationPreferences.digestNote')}</p>
          <div className="mt-6 flex justify-end">
            <Button type="submit" loading={save.isPending} disabled={!changed} icon={<Save className="size-4" aria-hidden />}>
              {t('notificationPreferences.save')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
