import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Copy, Link2, RefreshCw, Unlink } from 'lucide-react';
import { formatDateTime } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { feedQuery, issueFeed, revokeFeed } from './api.ts';

/**
 * The member's private iCalendar feed: make it, copy it, make a new one, revoke it. Only its hash
 * is kept on the server, so the URL is shown once, right after it is made (like an access token).
 */
export function FeedPanel() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const inputId = useId();
  const feed = useQuery(feedQuery);
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);
  const done = async () => {
    setConfirm(null);
    await qc.invalidateQueries({ queryKey: feedQuery.queryKey });
  };
  const issue = useMutation({
    mutationFn: issueFeed,
    onSuccess: async (res) => {
      setUrl(res.data.url);
      notify.success(res.message);
      await done();
    },
    onError: () => notify.error(t('calendar.feed.error')),
  });
  const revoke = useMutation({
    mutationFn: revokeFeed,
    onSuccess: async (res) => {
      setUrl(null);
      notify.success(res.message);
      await done();
    },
    onError: () => notify.error(t('calendar.feed.error')),
  });
  const active = feed.data?.active ?? false;
  const copy = (value: string) =>
    void navigator.clipboard
      ?.writeText(value)
      .then(() => notify.success(t('calendar.feed.copied')))
      .catch(() => notify.error(t('calendar.feed.copyFailed')));

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id={`${inputId}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Link2 className="size-5 text-primary-text" aria-hidden />
        {t('calendar.feed.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('calendar.feed.body')}</p>

      {url ? (
        <div className="mt-4">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('calendar.feed.url')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200"
            />
            <Button
              variant="secondary"
              className="whitespace-nowrap"
              icon={<Copy className="size-4" aria-hidden />}
              onClick={() => copy(url)}
            >
              <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{t('calendar.feed.copy')}</span>
            </Button>
          </div>
          <p className="mt-1.5 text-sm font-medium text-amber-800">{t('calendar.feed.shownOnce')}</p>
        </div>
      ) : (
        feed.data && (
          <p className="mt-4 text-sm text-slate-700">
            {active && feed.data.created_at
              ? t('calendar.feed.active', { date: formatDateTime(feed.data.created_at) })
              : t('calendar.feed.none')}
          </p>
        )
      )}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {active ? (
          <>
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={issue.isPending}
              onClick={() => setConfirm('regenerate')}
            >
              {t('calendar.feed.regenerate')}
            </Button>
            <Button
              variant="ghost"
              icon={<Unlink className="size-4" aria-hidden />}
              loading={revoke.isPending}
              onClick={() => setConfirm('revoke')}
            >
              {t('calendar.feed.revoke')}
            </Button>
          </>
        ) : (
          <Button
            icon={<Link2 className="size-4" aria-hidden />}
            loading={issue.isPending}
            disabled={!feed.data}
            onClick={() => issue.mutate()}
          >
            {t('calendar.feed.generate')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'revoke' ? t('calendar.feed.revokeConfirmTitle') : t('calendar.feed.regenerateConfirmTitle')}
        message={confirm === 'revoke' ? t('calendar.feed.revokeConfirm') : t('calendar.feed.regenerateConfirm')}
        confirmLabel={confirm === 'revoke' ? t('calendar.feed.revoke') : t('calendar.feed.regenerate')}
        cancelLabel={t('calendar.cancel')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => (confirm === 'revoke' ? revoke.mutate() : issue.mutate())}
      />
    </section>
  );
}
