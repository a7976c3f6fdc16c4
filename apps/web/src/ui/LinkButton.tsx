import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx.ts';

const VARIANTS = {
  primary: 'bg-primary-600 text-on-primary shadow-sm hover:bg-primary-700',
  secondary: 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
} as const;

/** A link that looks like ui/Button: navigation stays a link (middle-click, open in new tab). */
export function LinkButton({
  variant = 'primary',
  icon,
  className,
  children,
  ...rest
}: LinkProps & { variant?: keyof typeof VARIANTS; icon?: ReactNode }) {
  return (
    <Link
      {...rest}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
        VARIANTS[variant],
        className as string | undefined,
      )}
    >
      {icon}
      {children}
    </Link>
  );
}

/** An icon-only link with the same 44 px target and label rules as ui/IconButton. */
export function IconLink({ label, children, ...rest }: LinkProps & { label: string }) {
  return (
    <Link
      {...rest}
      aria-label={label}
      title={label}
      className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 [&>svg]:size-5"
    >
      {children}
    </Link>
  );
}
