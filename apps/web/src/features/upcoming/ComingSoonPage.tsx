import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';

/** Routes the sidebar already links to whose screens arrive in later issues (see app/routes.tsx). */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={<Construction className="size-7" aria-hidden />} title={t('comingSoon.title')}>
        {t('comingSoon.body')}
      </EmptyState>
    </>
  );
}
