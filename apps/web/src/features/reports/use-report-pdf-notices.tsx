import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@trilha/shared/kernel';
import { channels } from '@trilha/shared/realtime';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useSession } from '../../lib/session.ts';
import { notify, withSonner } from '../../lib/toast.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { messageText } from '../../i18n/index.ts';
import { openStudentLogsPdf } from './open-pdf.ts';

/** How long the ready toast waits for its button: the user may be in the middle of something. */
const READY_TOAST_MS = 30_000;

/**
 * The student-log PDF, wherever its requester is (001 L62, L100): `.pdf.created` shows
 * 'Relatório Exportado!' with a button that opens the file, reading Visualizar on /reports and
 * Acessar elsewhere; `.pdf.failed` the spec's error. Mounted by the shell's LiveNotices.
 */
export function useReportPdfNotices(): void {
  const s = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const channel = s && can(s.user.type, 'reports:student-logs') ? channels.studentLogsPdf(s.user.id) : null;
  useLiveEvent(channel, '.pdf.created', (p) =>
    withSonner(({ toast }) =>
      // In the page's language (issue 29: it showed the pt-BR text in en and es).
      toast.success(messageText('studentLogPdfReady'), {
        description: t('reports.readyBody'),
        duration: READY_TOAST_MS,
        action: {
          label: pathname === '/reports' ? t('reports.view') : t('reports.open'),
          onClick: () =>
            void openStudentLogsPdf(p.request_id).catch((e: unknown) =>
              notify.error(serverDetail(e) ?? messageText('studentLogPdfFailed')),
            ),
        },
      }),
    ),
  );
  useLiveEvent(channel, '.pdf.failed', (p) => notify.error(p.message || messageText('studentLogPdfFailed')));
}
