import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download, Share2, Trophy } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { channels } from '@trilha/shared/realtime';
import { badgeRulesEarnableBy, type UserBadge } from '@trilha/shared/gamification';
import type { UserType } from '@trilha/shared/kernel';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { mediaUrl } from '../../lib/media.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useTenant } from '../../app/tenant.ts';
import { fetchBadgeCredential, userBadgesQuery } from './api.ts';
import { useBadgeText } from './badge-text.ts';
import { ShareActions } from './ShareActions.tsx';

/** Saves the credential as a file (the browser's own download; nothing leaves the page). */
function saveFile(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function BadgeCard({ badge, userId, downloadable }: { badge: UserBadge; userId: number; downloadable: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const text = useBadgeText()(badge);
  const [broken, setBroken] = useState(false);
  const [sharing, setSharing] = useState(false);
  const titleId = useId();
  const shareId = useId();
  const download = useMutation({
    mutationFn: () => fetchBadgeCredential(userId, badge.id),
    onSuccess: (c) => {
      saveFile(c.filename, c.media_type, c.credential);
      notify.success(t('badges.downloaded'));
    },
    onError: () => notify.error(t('badges.downloadError')),
  });
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="grid size-20 place-items-center overflow-hidden rounded-full bg-secondary-100 text-secondary-800">
        {badge.image && !broken ? (
          <img src={mediaUrl(badge.image)} alt="" className="size-full object-contain" onError={() => setBroken(true)} />
        ) : (
          <Trophy className="size-9" aria-hidden />
        )}
      </span>
      <h3 id={titleId} className="mt-3 font-semibold text-slate-900">
        {text.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text.description}</p>
      <p className="mt-2 text-xs text-slate-500">
        {t('badges.awardedAt', { date: formatDate(badge.awarded_at) })}
        {badge.points > 0 && <> · {t('badges.points', { count: badge.points })}</>}
      </p>
      {downloadable && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          icon={<Download className="size-4" aria-hidden />}
          loading={download.isPending}
          aria-label={t('badges.downloadLabel', { name: text.name })}
          onClick={() => download.mutate()}
        >
          {t('badges.download')}
        </Button>
      )}
      {badge.public_url && (
        <>
          <Button
            variant="secondary"
            className="mt-2 w-full"
            icon={<Share2 className="size-4" aria-hidden />}
            aria-expanded={sharing}
            aria-controls={shareId}
            onClick={() => setSharing((v) => !v)}
          >
            {t('badges.share')}
          </Button>
          <div id={shareId} hidden={!sharing} className="mt-3 w-full">
            {sharing && (
              <ShareActions
                compact
                award={{ url: badge.public_url, name: text.name, organization: tenant.name, awardedAt: badge.awarded_at }}
              />
            )}
          </div>
        </>
      )}
    </li>
  );
}

/**
 * "Conquistas": a member's earned badges (GET /badges/users/{id}), refreshed live when the signed-in
 * learner earns one (`.badge.added`, whose toast leads here). The credential button is shown to the
 * earner and to staff who may download anyone's (`badges:credential-any`), as the API decides.
 */
export function BadgesSection({
  userId,
  ownerType,
}: {
  userId: number;
  /** The profile's role: whether it earns badges. */ ownerType?: UserType;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { user } = useRequiredSession();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const own = user.id === userId;
  const badges = useQuery(userBadgesQuery(userId, page));
  useLiveEvent(own ? channels.user(user.id) : null, '.badge.added', () => {
    void qc.invalidateQueries({ queryKey: ['badges', userId] });
  });
  const downloadable = own || can(user.type, 'badges:credential-any');
  const meta = badges.data?.meta;
  // Invite to earn only a role that can (the badge rules and the policy), never staff.
  const earns = ownerType === undefined || badgeRulesEarnableBy(ownerType).length > 0;

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('badges.heading')}
        </h2>
        {meta && meta.total > 0 && <span className="text-sm text-slate-600">{t('badges.count', { count: meta.total })}</span>}
      </div>
      {badges.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label={t('badges.loading')} />
        </div>
      ) : badges.isError ? (
        <Alert>{t('badges.error')}</Alert>
      ) : badges.data.data.length === 0 ? (
        <EmptyState
          icon={<Trophy className="size-7" aria-hidden />}
          title={own && earns ? t('badges.emptyOwn') : t('badges.empty')}
        >
          {!earns ? t('badges.noneForRole') : own ? t('badges.emptyOwnBody') : t('badges.emptyBody')}
        </EmptyState>
      ) : (
        <>
          {downloadable && (
            <p className="mb-4 text-sm text-slate-600">
              {t('badges.credentialHint')} {own && t('badges.shareHint')}
            </p>
          )}
          <ul aria-live="polite" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {badges.data.data.map((b) => (
              <BadgeCard key={b.id} badge={b} userId={userId} downloadable={downloadable} />
            ))}
          </ul>
          {meta && meta.last_page > 1 && (
            <div className="mt-6 flex items-center justify-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('pagination.previous')}
              </Button>
              <span className="text-sm text-slate-600">{t('pagination.page', { page: formatNumber(page) })}</span>
              <Button variant="secondary" disabled={page >= meta.last_page} onClick={() => setPage((p) => p + 1)}>
                {t('pagination.next')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
