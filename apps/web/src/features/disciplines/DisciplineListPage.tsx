import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, SearchX } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { disciplinesList } from './api.ts';
import { DisciplineCard } from './DisciplineCard.tsx';

/** Both routes' loader; their permissions (disciplines:list-enrolled / -all) are checked by the app. */
export async function disciplinesLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(disciplinesList.queryFor(request.url));
  return null;
}

/** My Disciplines (/my/disciplines): the academic roles' landing page. */
export function MyDisciplinesPage() {
  return <DisciplineListPage scope="mine" />;
}

/** Disciplines (/disciplines): the staff's landing page, the company's whole catalogue. */
export function AllDisciplinesPage() {
  return <DisciplineListPage scope="all" />;
}

function DisciplineListPage({ scope }: { scope: 'mine' | 'all' }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const list = useList(disciplinesList);
  const search = list.params.search ?? '';

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
            value={search}
            onSearch={(next) => void list.setParams({ search: next })}
          />
        }
      />
      <ListView
        list={list}
        count={(count) => t('disciplines.count', { count })}
        empty={
          <EmptyState icon={<BookOpen className="size-7" aria-hidden />} title={t('disciplines.emptyTitle')}>
            {scope === 'mine' ? t('disciplines.emptyMy') : t('disciplines.emptyAll')}
          </EmptyState>
        }
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('disciplines.emptySearchTitle')}>
            {t('disciplines.emptySearch', { search })}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul
            className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
            aria-label={t('disciplines.heading')}
          >
            {rows.map((d) => (
              <li key={d.id} className="flex">
                <DisciplineCard discipline={d} showProgress={scope === 'mine' && can(user.type, 'disciplines:progress')} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
