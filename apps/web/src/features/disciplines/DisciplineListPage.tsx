import { useEffect, useRef, useState } from 'react';
import { useNavigate, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookOpen, Search, SearchX, X } from 'lucide-react';
import { ACADEMIC_TYPES, CONSUMER_STAFF_TYPES, isStudent } from '@trilha/shared';
import { useRequiredSession } from '../../lib/session.ts';
import { queryClient } from '../../app/query-client.ts';
import { guardLoader, requireRole } from '../../lib/route-loader.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { cx } from '../../ui/cx.ts';
import { disciplinesQuery, listParams } from './api.ts';
import { DisciplineCard } from './DisciplineCard.tsx';

type Scope = 'mine' | 'all';

export const myDisciplinesLoader = guardLoader(async ({ request }: LoaderFunctionArgs) => {
  requireRole(ACADEMIC_TYPES);
  await queryClient.ensureQueryData(disciplinesQuery(listParams(new URL(request.url).searchParams)));
  return null;
});

export const disciplinesLoader = guardLoader(async ({ request }: LoaderFunctionArgs) => {
  requireRole(CONSUMER_STAFF_TYPES);
  await queryClient.ensureQueryData(disciplinesQuery(listParams(new URL(request.url).searchParams)));
  return null;
});

const SEARCH_DEBOUNCE_MS = 400;

export function DisciplineListPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const [searchParams] = useSearchParams();
  const params = listParams(searchParams);
  const { data: page } = useSuspenseQuery(disciplinesQuery(params));
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === (scope === 'mine' ? '/my/disciplines' : '/disciplines');

  return (
    <>
      <PageHeader
        title={scope === 'mine' ? t('disciplines.myHeading') : t('disciplines.heading')}
        subtitle={scope === 'mine' ? t('disciplines.mySubtitle') : t('disciplines.subtitle')}
        actions={<SearchBox initial={params.search} />}
      />
      <p role="status" className="mb-4 text-sm font-medium text-slate-600">
        {t('disciplines.count', { count: page.meta.total })}
      </p>
      <div className={cx('transition-opacity', loading && 'opacity-60')} aria-busy={loading || undefined}>
        {page.data.length === 0 ? (
          params.search ? (
            <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('disciplines.emptySearchTitle')}>
              {t('disciplines.emptySearch', { search: params.search })}
            </EmptyState>
          ) : (
            <EmptyState icon={<BookOpen className="size-7" aria-hidden />} title={t('disciplines.emptyTitle')}>
              {scope === 'mine' ? t('disciplines.emptyMy') : t('disciplines.emptyAll')}
            </EmptyState>
          )
        ) : (
          <ul
            className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
            aria-label={t('disciplines.heading')}
          >
            {page.data.map((d) => (
              <li key={d.id} className="flex">
                <DisciplineCard discipline={d} showProgress={scope === 'mine' && isStudent(user.type)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination meta={page.meta} />
    </>
  );
}

/** Typing searches after a pause; Enter searches at once. Either way the URL changes and the loader loads. */
function SearchBox({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setValue(initial), [initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === (searchParams.get('search') ?? '')) return;
    const p = new URLSearchParams(searchParams);
    p.delete('page');
    if (trimmed) p.set('search', trimmed);
    else p.delete('search');
    void navigate({ search: p.toString() }, { replace: true });
  };

  return (
    <form
      role="search"
      className="relative w-full sm:w-80"
      onSubmit={(e) => {
        e.preventDefault();
        apply(value);
      }}
    >
      <label htmlFor="discipline-search" className="sr-only">
        {t('disciplines.search')}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden />
      <input
        id="discipline-search"
        type="search"
        value={value}
        placeholder={t('disciplines.searchPlaceholder')}
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
          aria-label={t('disciplines.clearSearch')}
          className="absolute right-1 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
      <button type="submit" className="sr-only">
        {t('disciplines.searchSubmit')}
      </button>
    </form>
  );
}
