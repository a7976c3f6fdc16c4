import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { channels } from '@trilha/shared/realtime';
import { serverDetail } from '../../lib/api-errors.ts';
import { saveExport, useExport } from '../../lib/exports.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { requestSessionExport } from './api.ts';

/** A fallback when the live event does not come (socket down): the status is asked this often. */
const EXPORT_POLL_MS = 3000;

/**
 * POST /sessions/export/csv with the list's filters ('Gerando Relatório!'), then, when the worker
 * says so live (`.sessions.exported` on users.{id}) or the status poll sees it, downloads the CSV
 * with the token ('Relatório Exportado!'), through lib/exports.ts.
 */
export function ExportSessionsButton({ filters }: { filters: { type: 'student' | 'tutor'; name?: string } }) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const failed = (e?: unknown) => notify.error(serverDetail(e) ?? t('sessions.tutor.exportError'));
  const exp = useExport({
    start: async () => {
      const r = await requestSessionExport(filters);
      notify.info(t('sessions.tutor.exportQueued'));
      return r.data.id;
    },
    pollMs: EXPORT_POLL_MS,
    onReady: (e) => saveExport(e.id, 'sessoes-de-estudo.csv').then(() => notify.success(t('sessions.tutor.exportReady')), failed),
    onFailed: () => failed(),
    onError: failed,
  });
  useLiveEvent(channels.user(s.user.id), '.sessions.exported', (p) => {
    if (p.id === exp.id) exp.check();
  });
  const busy = exp.busy;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        icon={busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
        disabled={busy}
        onClick={exp.begin}
      >
        {busy ? t('sessions.tutor.exporting') : t('sessions.tutor.export')}
      </Button>
      <p role="status" aria-live="polite" className={cx('text-sm text-slate-600', !busy && 'sr-only')}>
        {busy ? t('sessions.tutor.exporting') : ''}
      </p>
    </div>
  );
}
