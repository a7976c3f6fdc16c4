import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { mediaUrl } from '../lib/media.ts';
import { useTranslation } from 'react-i18next';
import { useBadgeText } from '../features/gamification/badge-text.ts';

/** 'Nova conquista desbloqueada!' with the badge's name, description and image; a click opens the profile. */
export function BadgeToast({
  badge,
  onOpen,
}: {
  badge: { key?: string; name: string; description: string; image: string | null };
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const text = useBadgeText()(badge);
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-[min(360px,calc(100vw-2rem))] items-center gap-4 rounded-2xl bg-white p-4 text-left shadow-xl ring-1 ring-secondary-200"
    >
      <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-full bg-linear-to-br from-secondary-300 to-secondary-500 text-on-secondary ring-4 ring-secondary-100">
        {badge.image && !broken ? (
          <img src={mediaUrl(badge.image)} alt="" className="size-full object-cover" onError={() => setBroken(true)} />
        ) : (
          <Trophy className="size-7" aria-hidden />
        )}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wide text-secondary-800">
          {t('messages.badgeUnlocked')}
        </span>
        <span className="block truncate font-semibold text-slate-900">{text.name}</span>
        {text.description && <span className="line-clamp-2 block text-sm text-slate-600">{text.description}</span>}
        <span className="sr-only">{t('badge.open')}</span>
      </span>
    </button>
  );
}
