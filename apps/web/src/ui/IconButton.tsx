import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';

/** A 44 px icon-only button; `label` is its accessible name and its tooltip. */
export function IconButton({
  label,
  tone = 'default',
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; tone?: 'default' | 'danger'; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      className={cx(
        'grid size-11 shrink-0 place-items-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-50 [&>svg]:size-5',
        tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
    >
      {children}
    </button>
  );
}
