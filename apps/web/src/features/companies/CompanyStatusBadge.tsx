import { useTranslation } from 'react-i18next';
import type { Company } from '@trilha/shared/companies';
import { cx } from '../../ui/cx.ts';

export function CompanyStatusBadge({ company }: { company: Pick<Company, 'status' | 'deleted_at'> }) {
  const { t } = useTranslation();
  const [label, tone] = company.deleted_at
    ? [t('companies.statusDeleted'), 'bg-red-100 text-red-900']
    : company.status === 'active'
      ? [t('companies.statusActive'), 'bg-emerald-100 text-emerald-900']
      : [t('companies.statusInactive'), 'bg-slate-200 text-slate-800'];
  return <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>{label}</span>;
}
