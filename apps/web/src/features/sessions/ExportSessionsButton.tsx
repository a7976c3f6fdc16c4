import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { channels } from '@trilha/shared/realtime';
import { sessionExportSchema } from '@trilha/shared/sessions';
import { request } from '../../lib/api.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { saveBlob } from '../../lib/transfer.ts';
import { downloadSessionExport, requestSessionExport } from './api.ts';

/** A fallback when the live event does not come (socket down): the status is asked this often. */
const EXPORT_POLL_MS = 3000;

/**
 * POST /sessions/export/csv with the list's filters ('Gerando Relatório!'), then, when the worker
 * says so live (`.sessions.exported` on users.{id}) or the status poll sees it, downloads the CSV
 * with the token ('Relatório Exportado!').
 */
export function ExportSessionsButton({ filters }: { filters: { type: 'student' | 'tutor'; name?: string } }) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const [job, setJob] = useState<{ id: number; url: string } | null>(null);
  const start = useMutation({
    mutationFn: () => requestSessionExport(filters),
    onSuccess: (r) => {
      notify.info(t('sessions.tutor.exportQueued'));
      setJob({ id: r.data.id, url: r.data.url });
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('sessions.tutor.exportError')),
  });
  const status = useQuery({
    queryKey: ['sessions', 'export', job?.id],
    queryFn: ({ signal }) => request(`/sessions/exports/${job!.id}`, { schema: sessionExportSchema, signal }),
    enabled: job !== null,
    refetchInterval: (q) => (q.state.data?.status && q.state.data.status !== 'pending' ? false : EXPORT_POLL_MS),
  });
  useLiveEvent(channels.user(s.user.id), '.sessions.exported', (p) => {
    if (job && p.id === job.id) void status.refetch();
  });
  const current = status.data?.status;
  useEffect(() => {
    if (!job || !current || current === 'pending') return;
    const done = job;
    setJob(null);
    if (current === 'failed') return void notify.error(t('sessions.tutor.exportError'));
    downloadSessionExport(done.url)
      .then((blob) => {
        saveBlob(blob, 'sessoes-de-estudo.csv');
        notify.success(t('sessions.tutor.exportReady'));
      })
      .catch((e: unknown) => notify.error(serverDetail(e) ?? t('sessions.tutor.exportError')));
  }, [current, job, t]);
  const busy = start.isPending || job !== null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        icon={busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
        disabled={busy}
        onClick={() => start.mutate()}
      >
        {busy ? t('sessions.tutor.exporting') : t('sessions.tutor.export')}
      </Button>
      <p role="status" aria-live="polite" className={cx('text-sm text-slate-600', !busy && 'sr-only')}>
        {busy ? t('sessions.tutor.exporting') : ''}
      </p>
    </div>
  );
}
