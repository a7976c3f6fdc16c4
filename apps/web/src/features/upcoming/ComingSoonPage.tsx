import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import type { CatalogueKey } from '../../i18n/catalogue.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';

/** Routes the sidebar already links to whose screens arrive in later issues (upcoming/feature.ts). */
export function ComingSoonPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { title?: CatalogueKey } | undefined;
  return (
    <>
      <PageHeader title={title ?? (handle?.title ? t(handle.title) : t('upcoming.title'))} />
      <EmptyState icon={<Construction className="size-7" aria-hidden />} title={t('upcoming.title')}>
        {t('upcoming.body')}
      </EmptyState>
    </>
  );
}
