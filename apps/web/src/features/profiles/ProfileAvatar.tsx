import { useState } from 'react';
import type { Profile } from '@trilha/shared/profiles';
import { mediaUrl } from '../../lib/media.ts';
import { cx } from '../../ui/cx.ts';
import { GeneratedAvatar } from './GeneratedAvatar.tsx';
import { upper } from '../../lib/format.ts';

/** The uploaded photo, else the generated avatar, else the initials (what the user set up, in that order). */
export function ProfileAvatar({
  user,
  label,
  className,
}: {
  user: Pick<Profile, 'name' | 'avatar'> & { avatar_attributes?: Profile['avatar_attributes'] };
  label: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (user.avatar && !broken)
    return (
      <img
        src={mediaUrl(user.avatar)}
        alt={label}
        onError={() => setBroken(true)}
        className={cx('rounded-full object-cover', className)}
      />
    );
  if (user.avatar_attributes)
    return <GeneratedAvatar attributes={user.avatar_attributes} label={label} className={cx('rounded-full', className)} />;
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => upper(w[0]!))
    .join('');
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cx('grid place-items-center rounded-full bg-primary-100 font-semibold text-primary-800', className)}
    >
      {initials}
    </span>
  );
}
