// What the signed-in user is told live wherever they are (docs/web-client.md "Session and realtime"):
// points, badges and an evaluated task. Its own chunk, mounted by RootLayout once someone is
// signed in, so the live client, socket.io and the event declarations are not on the sign-in page.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, UI } from '@trilha/shared/kernel';
import { channels, type LivePayload } from '@trilha/shared/realtime';
import { queryClient } from '../app/query-client.ts';
import { formatNumber } from '../lib/format.ts';
import { useLiveEvent, useLiveTestConnection } from '../lib/live/use-live-event.ts';
import { session, useSession } from '../lib/session.ts';
import { withSonner } from '../lib/toast.ts';
import { BadgeToast } from './BadgeToast.tsx';
import { useReportPdfNotices } from '../features/reports/use-report-pdf-notices.tsx';

type Badge = LivePayload<'.badge.added'>['badge'];

export default function LiveNotices() {
  const s = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const userId = s?.user.id;
  const user = userId === undefined ? null : channels.user(userId);
  // The achievements channel exists for those who earn badges only (the server refuses others). It
  // is the students' test connection (000 §7, §8): made when the token is set, its failure is the
  // "connection error" toast, and it is left 10 s after the server accepted it.
  const achievements = userId !== undefined && s && can(s.user.type, 'badges:earn') ? channels.achievements(userId) : null;

  const showBadge = (badge: Badge) =>
    withSonner(({ toast }) =>
      toast.custom(
        (id) => (
          <BadgeToast
            badge={badge}
            onOpen={() => {
              toast.dismiss(id);
              void navigate(`/profile/${userId}`);
            }}
          />
        ),
        // One toast per badge: it arrives on users.{id} and, for students, on achievements.{id}
        // too (sonner replaces a toast of the same id instead of stacking a second one).
        { duration: UI.badgeToastMs, id: `badge:${badge.id ?? badge.name}` },
      ),
    );

  useLiveEvent(user, '.points.added', (p) => {
    if (p.total !== undefined) session.updateUser({ points: p.total });
    // The badge toast ('Nova conquista desbloqueada!') is for a badge only. A points gain
    // without one is a plain toast with the amount: it is not an achievement.
    if (p.badge) showBadge(p.badge);
    else
      withSonner(({ toast }) =>
        toast.success(t('badge.points', { count: p.points }), {
          description: p.total !== undefined ? t('badge.pointsBody', { total: formatNumber(p.total) }) : undefined,
        }),
      );
  });
  useLiveEvent(user, '.badge.added', (p) => showBadge(p.badge));
  const achievementsError = () =>
    withSonner(({ toast }) => toast.error(t('realtime.achievementsError'), { id: 'realtime:achievements' }));
  useLiveTestConnection(achievements, s?.token ?? null, '.badge.added', (p) => showBadge(p.badge), {
    onRefused: achievementsError,
    onUnreachable: achievementsError,
  });
  // A task of the student was evaluated (features/assignments): its screens refetch, and a notice.
  useLiveEvent(user, '.assignment.evaluated', () => {
    void queryClient.invalidateQueries({ queryKey: ['assignments'] });
    withSonner(({ toast }) => toast.info(t('messages.assignmentEvaluatedLive')));
  });
  // The student-log PDF is ready (or failed): its toast, wherever its requester is (features/reports).
  useReportPdfNotices();
  return null;
}
