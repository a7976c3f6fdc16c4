import { useState } from 'react';
import type { TenantSettings } from '@trilha/shared/tenancy';
import { mediaUrl } from '../lib/media.ts';
import { cx } from '../ui/cx.ts';

/** The tenant's logo (settings.photo) or, without one, its initial and name. */
export function TenantMark({
  tenant,
  tone = 'light',
  compact = false,
}: {
  tenant: TenantSettings['data'];
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const photo = broken ? null : tenant.settings.photo;
  return (
    <div className="relative flex min-w-0 items-center gap-3">
      {photo ? (
        <img
          src={mediaUrl(photo)}
          alt={tenant.name}
          className="h-9 w-auto max-w-40 object-contain"
          onError={() => setBroken(true)}
        />
      ) : (
        <span
          aria-hidden
          className={cx(
            'grid size-9 shrink-0 place-items-center rounded-xl text-lg font-bold',
            tone === 'dark' ? 'bg-white text-primary-800' : 'bg-primary-600 text-on-primary',
          )}
        >
          {tenant.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      {!compact && !photo && (
        <span className={cx('truncate text-lg font-semibold', tone === 'dark' ? 'text-white' : 'text-slate-900')}>
          {tenant.name}
        </span>
      )}
      {compact && !photo && <span className="sr-only">{tenant.name}</span>}
    </div>
  );
}
