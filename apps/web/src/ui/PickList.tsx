import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, Search } from 'lucide-react';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { formatNumber } from '../lib/format.ts';
import { cx } from './cx.ts';
import { Spinner } from './Spinner.tsx';
import { pickListKey, pickValue } from './pick-list-keys.ts';

/** One page of a list endpoint, as every paginated route answers (`{ data, meta }`). */
export type PickPage<T> = { data: T[]; meta: { current_page: number; last_page: number; total: number } };

/**
 * Where a pick-list's options come from: a query-cache key (invalidating its prefix refreshes the
 * list) and the page loader, called with the typed search (trimmed; '' for none) and a 1-based page.
 */
export type PickSource<T> = {
  key: readonly unknown[];
  load: (params: { search: string; page: number; signal: AbortSignal }) => Promise<PickPage<T>>;
};

type CommonProps<T> = {
  /** The list's name: what is being chosen ("Cliente", "Disciplina"). */
  label: string;
  /** Shown above the search box; otherwise only screen readers hear it (the search label says enough). */
  showLabel?: boolean;
  searchLabel: string;
  searchPlaceholder?: string;
  hint?: ReactNode;
  source: PickSource<T>;
  optionId: (row: T) => number;
  renderOption: (row: T) => ReactNode;
  /**
   * Why a row cannot be chosen (the API would refuse it), or nothing when it can. A disabled row is
   * shown with its reason, cannot be picked and is skipped by the keyboard.
   */
  disabledReason?: (row: T) => string | null | undefined;
  /** What an empty answer says, with and without a search. */
  emptyText: (search: string) => string;
  errorText: string;
  /** The form's message about the choice (e.g. "Selecione uma disciplina"). */
  error?: string;
  className?: string;
  listClassName?: string;
};
/** `row` is the option just picked, for a screen that shows what was chosen beyond the loaded pages. */
type SingleProps<T> = { multiple?: false; value: number | null; onChange: (id: number, row: T) => void };
type MultipleProps<T> = { multiple: true; value: readonly number[]; onChange: (ids: number[], row: T) => void };
export type PickListProps<T> = CommonProps<T> & (SingleProps<T> | MultipleProps<T>);

/**
 * A searchable list to choose one or many records the server holds: the search is debounced, the
 * options come page by page (scrolling to the end, "Carregar mais", or the down arrow past the last
 * one loads the next), and the list is an ARIA listbox: arrows, Home/End move, Space or Enter
 * picks, the up arrow from the first option returns to the search. Loading, empty and error states
 * are part of it; options the API would refuse are disabled with their reason.
 */
export function PickList<T>(props: PickListProps<T>) {
  const { label, showLabel, searchLabel, searchPlaceholder, hint, source, optionId, renderOption, disabledReason } = props;
  const { t } = useTranslation();
  const ids = useId();
  const [typed, setTyped] = useState('');
  const [now, setNow] = useState<string | null>(null);
  const debounced = useDebouncedValue(typed.trim());
  // Enter in the search box searches at once; later typing goes back to the debounce.
  const search = now ?? debounced;
  const query = useInfiniteQuery({
    queryKey: [...source.key, search],
    queryFn: ({ pageParam, signal }) => source.load({ search, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: PickPage<T>) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    // The previous answer stays (dimmed, aria-busy) while the next search loads.
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;
  const reasons = rows.map((r) => disabledReason?.(r) || null);
  const enabled = reasons.map((r) => r === null);
  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];

  const [active, setActive] = useState(-1);
  const [advance, setAdvance] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const optionDomId = (row: T) => `${ids}-option-${optionId(row)}`;

  useEffect(() => setActive(-1), [search]);
  useEffect(() => {
    const row = rows[active];
    if (row) document.getElementById(optionDomId(row))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  // The down arrow past the last option asked for the next page: step onto its first option.
  useEffect(() => {
    if (!advance || query.isFetchingNextPage) return;
    setAdvance(false);
    const action = pickListKey('ArrowDown', { active, enabled, hasMore: false });
    if (action?.kind === 'move') setActive(action.index);
  }, [advance, query.isFetchingNextPage, rows.length]);
  // Scrolling to the end of the list loads the next page, as the "Carregar mais" button does.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const button = moreRef.current;
    if (!button || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: button.closest('[data-pick-scroll]') },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pick = (index: number) => {
    const row = rows[index];
    if (!row || !enabled[index]) return;
    setActive(index);
    const id = optionId(row);
    if (props.multiple) props.onChange(pickValue(true, props.value, id), row);
    else props.onChange(id, row);
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const action = pickListKey(e.key, { active, enabled, hasMore: !!hasNextPage });
    if (!action) return;
    // Enter picks here; it must not also submit the form around the list.
    e.preventDefault();
    if (action.kind === 'move') setActive(action.index);
    else if (action.kind === 'pick') pick(action.index);
    else if (action.kind === 'search') {
      setActive(-1);
      searchRef.current?.focus();
    } else if (!isFetchingNextPage) {
      setAdvance(true);
      void fetchNextPage();
    }
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      setNow(typed.trim());
    } else if (e.key === 'ArrowDown' && rows.length > 0) {
      e.preventDefault();
      const action = pickListKey('ArrowDown', { active: -1, enabled, hasMore: false });
      if (action?.kind === 'move') setActive(action.index);
      listRef.current?.focus();
    }
  };

  const labelId = `${ids}-label`;
  const countId = `${ids}-count`;
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  const describedBy = [hint ? hintId : null, countId, props.error ? errorId : null].filter(Boolean).join(' ');
  const hasRows = rows.length > 0;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={props.className}>
      <span id={labelId} className={showLabel ? 'mb-1.5 block text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </span>
      <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {searchLabel}
      </label>
      <div className="relative">
        <input
          ref={searchRef}
          id={`${ids}-search`}
          type="text"
          role="searchbox"
          autoComplete="off"
          value={typed}
          placeholder={searchPlaceholder}
          aria-controls={`${ids}-list`}
          onChange={(e) => {
            setTyped(e.target.value);
            setNow(null);
          }}
          onKeyDown={onSearchKey}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3.5 pr-12 text-base text-slate-900 shadow-xs transition placeholder:text-slate-500 focus:border-primary-600 focus:ring-3 focus:ring-primary-200 focus:outline-none"
        />
        <Search className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div
        data-pick-scroll
        aria-busy={query.isFetching || undefined}
        className={cx(
          'mt-3 max-h-64 overflow-y-auto rounded-lg border border-slate-200',
          query.isPlaceholderData && 'opacity-70',
          props.listClassName,
        )}
      >
        {query.isPending && (
          <p className="flex justify-center p-4">
            <Spinner className="size-5" label={t('pickList.loading')} />
          </p>
        )}
        {query.isError && !hasRows && (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm text-red-700">
            {props.errorText}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="min-h-11 rounded-lg px-3 font-semibold text-primary-700 hover:bg-primary-50"
            >
              {t('app.retry')}
            </button>
          </div>
        )}
        {query.isSuccess && !hasRows && <p className="p-4 text-sm text-slate-600">{props.emptyText(search)}</p>}
        <ul
          ref={listRef}
          id={`${ids}-list`}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={props.multiple || undefined}
          aria-activedescendant={rows[active] ? optionDomId(rows[active]) : undefined}
          aria-invalid={props.error ? true : undefined}
          tabIndex={hasRows ? 0 : -1}
          hidden={!hasRows}
          onKeyDown={onListKey}
          onFocus={() => {
            if (active >= 0) return;
            const current = rows.findIndex((r, i) => enabled[i] && selected.includes(optionId(r)));
            const first = current >= 0 ? current : enabled.indexOf(true);
            if (first >= 0) setActive(first);
          }}
          className="divide-y divide-slate-100 focus:outline-none focus-visible:ring-3 focus-visible:ring-primary-200 focus-visible:ring-inset"
        >
          {rows.map((row, i) => {
            const isSelected = selected.includes(optionId(row));
            const reason = reasons[i];
            return (
              <li
                key={optionId(row)}
                id={optionDomId(row)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={reason ? true : undefined}
                onClick={() => pick(i)}
                onMouseMove={() => enabled[i] && active !== i && setActive(i)}
                className={cx(
                  'flex min-h-11 items-center gap-3 px-3 py-2',
                  reason ? 'cursor-not-allowed bg-slate-50 text-slate-500' : 'cursor-pointer hover:bg-slate-50',
                  isSelected && 'bg-primary-50',
                  active === i && 'outline-2 -outline-offset-2 outline-primary-600',
                )}
              >
                <Indicator multiple={!!props.multiple} selected={isSelected} disabled={!!reason} />
                <span className={cx('min-w-0 flex-1', reason && 'opacity-70')}>
                  {renderOption(row)}
                  {reason && <span className="block text-xs font-medium text-slate-600">{reason}</span>}
                </span>
              </li>
            );
          })}
        </ul>
        {hasNextPage && (
          <button
            ref={moreRef}
            type="button"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            className="flex min-h-11 w-full items-center justify-center gap-2 border-t border-slate-100 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:text-slate-600"
          >
            {isFetchingNextPage && <Spinner className="size-4" />}
            {isFetchingNextPage ? t('pickList.loadingMore') : t('pickList.loadMore')}
          </button>
        )}
        {query.isError && hasRows && (
          <p role="alert" className="border-t border-slate-100 p-3 text-sm text-red-700">
            {props.errorText}
          </p>
        )}
      </div>
      <p id={countId} role="status" className="mt-1.5 text-sm text-slate-600 empty:hidden">
        {query.isSuccess && total > rows.length
          ? t('pickList.shown', { shown: formatNumber(rows.length), total: formatNumber(total) })
          : ''}
      </p>
      {props.error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The radio dot or the check box of an option: drawn, since the option itself carries the state. */
function Indicator({ multiple, selected, disabled }: { multiple: boolean; selected: boolean; disabled: boolean }) {
  return (
    <span
      aria-hidden
      className={cx(
        'grid size-4 shrink-0 place-items-center border',
        multiple ? 'rounded' : 'rounded-full',
        selected ? 'border-primary-600 bg-primary-600 text-on-primary' : 'border-slate-500 bg-white',
        disabled && 'border-slate-300',
      )}
    >
      {selected &&
        (multiple ? <Check className="size-3" strokeWidth={3} /> : <span className="size-1.5 rounded-full bg-white" />)}
    </span>
  );
}
