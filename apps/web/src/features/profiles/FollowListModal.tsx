import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { formatNumber } from '../../lib/format.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { followsQuery, type FollowSide } from './profile-api.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';

/** A profile's followers or following, a page at a time; each name opens that member's profile. */
export function FollowListModal({ userId, side, onClose }: { userId: number; side: FollowSide | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...followsQuery(userId, side ?? 'followers', page), enabled: side !== null });
  const meta = list.data?.meta;
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <Modal
      open={side !== null}
      onClose={close}
      title={side === 'following' ? t('profile.lists.following') : t('profile.lists.followers')}
    >
      {list.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-6" label={t('profile.lists.loading')} />
        </div>
      ) : list.isError ? (
        <Alert>{t('messages.followersFetchError')}</Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={<Users className="size-7" aria-hidden />}
          title={side === 'following' ? t('profile.lists.emptyFollowing') : t('profile.lists.emptyFollowers')}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-live="polite">
            {list.data.data.map((u) => (
              <li key={u.id} className="flex items-center gap-3 py-2">
                <ProfileAvatar user={u} label="" className="size-10 text-sm" />
                <Link
                  to={`/profile/${u.id}`}
                  onClick={close}
                  className="min-w-0 flex-1 truncate font-medium text-slate-900 hover:underline"
                >
                  {u.name}
                </Link>
                <RoleBadge type={u.type} />
              </li>
            ))}
          </ul>
          {meta && meta.last_page > 1 && (
            <div className="mt-4 flex items-center justify-center gap-3">
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
    </Modal>
  );
}
