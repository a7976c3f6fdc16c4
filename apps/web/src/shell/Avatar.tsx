import type { AuthUser } from '@trilha/shared';
import { cx } from '../ui/cx.ts';

export function Avatar({ user, className }: { user: Pick<AuthUser, 'name' | 'avatar'>; className?: string }) {
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return user.avatar ? (
    <img src={user.avatar} alt="" className={cx('rounded-full object-cover', className ?? 'size-9')} />
  ) : (
    <span aria-hidden className={cx('grid place-items-center rounded-full bg-secondary-500 text-sm font-semibold text-on-secondary', className ?? 'size-9')}>
      {initials}
    </span>
  );
}
