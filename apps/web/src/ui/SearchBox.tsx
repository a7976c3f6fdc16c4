import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '../lib/use-debounced-value.ts';
import { cx } from './cx.ts';

/**
 * A list's search (docs/web-client.md "Lists"): typing searches after 400 ms, Enter at once; either
 * way `onSearch` gets the trimmed text (a list sets `?search=`, back on page 1).
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value: current,
  onSearch,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** The search in force (from the URL). */
  value: string;
  onSearch: (search: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setValue(current), [current]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== current) onSearch(trimmed);
  };

  return (
    <form
      role="search"
      className={cx('relative w-full sm:w-80', className)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => {
          setValue(e.target.value);
          clearTimeout(timer.current);
          const v = e.target.value;
          timer.current = setTimeout(() => apply(v), SEARCH_DEBOUNCE_MS);
        }}
        className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white pl-10 pr-10 text-base shadow-xs placeholder:text-slate-500 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => {
            setValue('');
            apply('');
          }}
          aria-label={t('common.clearSearch')}
          className="absolute right-1 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
      <button type="submit" className="sr-only">
        {t('common.search')}
      </button>
    </form>
  );
}
