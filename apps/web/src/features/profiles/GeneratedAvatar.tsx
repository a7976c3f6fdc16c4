import { useEffect, useMemo, useState } from 'react';
import { cx } from '../../ui/cx.ts';

type Renderer = typeof import('./render-avatar.ts');
let loaded: Renderer | null = null;
let loading: Promise<Renderer> | null = null;
/** DiceBear is loaded once, on the first generated avatar drawn (render-avatar.ts). */
function loadRenderer(): Promise<Renderer> {
  loading ??= import('./render-avatar.ts').then((m) => (loaded = m));
  return loading;
}

/** The generated avatar (DiceBear's avataaars) of stored attributes (users.avatar_attributes). */
export function GeneratedAvatar({
  attributes,
  label,
  className,
}: {
  attributes: Partial<Record<string, string | null>> | null;
  label: string;
  className?: string;
}) {
  const [renderer, setRenderer] = useState(loaded);
  useEffect(() => {
    // A chunk that fails to load leaves the placeholder; the next mount tries again.
    if (!renderer)
      loadRenderer().then(setRenderer, () => {
        loading = null;
      });
  }, [renderer]);
  const key = JSON.stringify(attributes);
  // By value, not identity: the form's watch() gives a new object on every render.
  const src = useMemo(() => renderer?.renderAvatar(attributes) ?? null, [renderer, key]);
  return src ? (
    <img src={src} alt={label} className={cx('shrink-0', className)} />
  ) : (
    <span
      role="img"
      aria-label={label}
      aria-busy
      className={cx('block shrink-0 animate-pulse rounded-full bg-slate-100', className)}
    />
  );
}
