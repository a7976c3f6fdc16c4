import { Link } from 'react-router';
import { cx } from '../cx.ts';

/**
 * A filter with few values shown as tabs (the companies' status): links, so the value is part of the
 * URL and each tab can be opened, shared and reached with Back.
 */
export function FilterTabs<V extends string>({
  label,
  options,
  current,
  hrefFor,
}: {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  current: V;
  hrefFor: (value: V) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-xl bg-slate-200/70 p-1">
        {options.map((o) => (
          <li key={o.value}>
            <Link
              to={hrefFor(o.value)}
              replace
              aria-current={o.value === current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold transition-colors',
                o.value === current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
