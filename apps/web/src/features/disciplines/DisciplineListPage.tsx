import { useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookOpen, SearchX } from 'lucide-react';
import { can } from '@trilha/shared';
import { useRequiredSession } from '../../lib/session.ts';
import { queryClient } from '../../app/query-client.ts';
import { guardLoader, requirePermission } from '../../lib/route-loader.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { cx } from '../../ui/cx.ts';
import { disciplinesQuery, listParams } from './api.ts';
import { DisciplineCard } from './DisciplineCard.tsx';

type Scope = 'mine' | 'all';

export const myDisciplinesLoader = guardLoader(async ({ request }: LoaderFunctionArgs) => {
  requirePermission('disciplines:list-enrolled');
  await queryClient.ensureQueryData(disciplinesQuery(listParams(new URL(request.url).searchParams)));
  return null;
});

export const disciplinesLoader = guardLoader(async ({ request }: LoaderFunctionArgs) => {
  requirePermission('disciplines:list-all');
  await queryClient.ensureQueryData(disciplinesQuery(listParams(new URL(request.url).searchParams)));
  return null;
});

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
        actions={
          <SearchBox
            id="discipline-search"
            label={t('disciplines.search')}
            placeholder={t('disciplines.searchPlaceholder')}
            initial={params.search}
          />
        }
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
                <DisciplineCard discipline={d} showProgress={scope === 'mine' && can(user.type, 'disciplines:progress')} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination meta={page.meta} />
    </>
  );
}
