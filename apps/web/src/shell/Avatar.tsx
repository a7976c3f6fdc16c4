import { useState } from 'react';
import type { AuthUser } from '@trilha/shared/auth';
import { mediaUrl } from '../lib/media.ts';
import { cx } from '../ui/cx.ts';

export function Avatar({ user, className }: { user: Pick<AuthUser, 'name' | 'avatar'>; className?: string }) {
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const [broken, setBroken] = useState(false);
  return user.avatar && !broken ? (
    <img
      src={mediaUrl(user.avatar)}
      alt=""
      onError={() => setBroken(true)}
      className={cx('rounded-full object-cover', className ?? 'size-9')}
    />
  ) : (
    <span
      aria-hidden
      className={cx(
        'grid place-items-center rounded-full bg-secondary-500 text-sm font-semibold text-on-secondary',
        className ?? 'size-9',
      )}
    >
      {initials}
    </span>
  );
}
