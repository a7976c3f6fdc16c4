import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MapPin, Settings, UserCheck, UserPlus } from 'lucide-react';
import { idSchema } from '@trilha/shared';
import type { Profile } from '@trilha/shared/profiles';
import { ApiError } from '../../lib/api.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BadgesSection } from '../gamification/public.ts';
import { FollowListModal } from './FollowListModal.tsx';
import { ProfileAvatar } from './ProfileAvatar.tsx';
import { ProfileCards } from './ProfileCards.tsx';
import { ProfileMetrics } from './ProfileMetrics.tsx';
import { profileQuery, setFollowing, type FollowSide } from './profile-api.ts';

/** Seguir / Seguindo: a toggle button (aria-pressed) that sends the state wanted. */
function FollowButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const follow = useMutation({
    mutationFn: (want: boolean) => setFollowing(profile.id, want),
    onSuccess: (r) => {
      qc.setQueryData(profileQuery(profile.id).queryKey, (p) =>
        p ? { ...p, is_following: r.following, followers: r.followers } : p,
      );
      void qc.invalidateQueries({ queryKey: ['profile', profile.id, 'followers'] });
      notify.success(t(r.following ? 'profile.followedToast' : 'profile.unfollowedToast', { name: profile.name }));
    },
    onError: () => notify.error(t('messages.followError')),
  });
  const on = profile.is_following;
  return (
    <Button
      variant={on ? 'secondary' : 'primary'}
      aria-pressed={on}
      loading={follow.isPending}
      icon={on ? <UserCheck className="size-4" aria-hidden /> : <UserPlus className="size-4" aria-hidden />}
      onClick={() => follow.mutate(!on)}
    >
      {on ? t('profile.followingNow') : t('profile.follow')}
    </Button>
  );
}

function ProfileHeader({ profile, own }: { profile: Profile; own: boolean }) {
  const { t } = useTranslation();
  const [list, setList] = useState<FollowSide | null>(null);
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ProfileAvatar
          user={profile}
          label={t('profile.avatarOf', { name: profile.name })}
          className="size-20 text-2xl sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-2xl font-semibold break-words text-slate-900">{profile.name}</h2>
            <RoleBadge type={profile.type} />
          </div>
          {profile.city && (
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-4" aria-hidden />
              <span>{t('profile.city', { city: profile.city })}</span>
            </p>
          )}
          <p className="mt-2 flex flex-wrap gap-4 text-sm" aria-live="polite">
            <button
              type="button"
              className="font-medium text-slate-800 underline-offset-2 hover:underline"
              onClick={() => setList('followers')}
            >
              {t('profile.followers', { count: profile.followers })}
            </button>
            <button
              type="button"
              className="font-medium text-slate-800 underline-offset-2 hover:underline"
              onClick={() => setList('following')}
            >
              {t('profile.following', { count: profile.following })}
            </button>
          </p>
        </div>
        {!own && <FollowButton profile={profile} />}
      </div>
      {profile.resume && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{t('profile.about')}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{profile.resume}</p>
        </div>
      )}
      {profile.contacts && profile.contacts.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{t('profile.contacts')}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
            {profile.contacts.map((c, i) => (
              <li key={i}>
                <span className="text-slate-500">{t(`profile.contactTypes.${c.type}`)}: </span>
                <span className="break-all">{c.email ?? c.phone_number}</span>
                {/* On one's own profile: the contacts others may not see, said so. */}
                {c.visibility !== 'public' && (
                  <span className="ml-2 text-xs text-slate-500">({t(`profileSettings.visibility.${c.visibility}`)})</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FollowListModal userId={profile.id} side={list} onClose={() => setList(null)} />
    </section>
  );
}

/**
 * Profile View (001 §2): the member's header (avatar, role, city, about, contacts, followers and
 * following with their lists, the follow button), their cards by role, a learner's weekly hours
 * and points drawn, and their achievements.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const id = idSchema.safeParse(useParams().id);
  const own = id.success && id.data === user.id;
  const profile = useQuery({ ...profileQuery(id.success ? id.data : 0), enabled: id.success });
  const notFound = !id.success || (profile.error instanceof ApiError && profile.error.status === 404);
  return (
    <>
      <PageHeader
        title={t('profileSettings.titles.view')}
        actions={
          own ? (
            <LinkButton to={`/profile/${user.id}/settings`} icon={<Settings className="size-4" aria-hidden />}>
              {t('profileSettings.open')}
            </LinkButton>
          ) : undefined
        }
      />
      {notFound ? (
        <Alert>{t('profile.notFound')}</Alert>
      ) : profile.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label={t('profile.loading')} />
        </div>
      ) : profile.isError ? (
        <Alert>{t('messages.profileFetchError')}</Alert>
      ) : (
        <div className="space-y-6">
          <ProfileHeader profile={profile.data} own={own} />
          <ProfileCards profile={profile.data} />
          <ProfileMetrics profile={profile.data} />
          <BadgesSection userId={profile.data.id} ownerType={profile.data.type} />
        </div>
      )}
    </>
  );
}
