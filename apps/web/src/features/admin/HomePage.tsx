import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Building, CircleCheck, CircleSlash, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminMetricsSchema } from '@trilha/shared/admin';
import { request } from '../../lib/api.ts';
import { capitalize, formatNumber, formatPercent, formatLongDate } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { queryClient } from '../../app/query-client.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';

export const adminMetricsQuery = queryOptions({
  queryKey: ['admin', 'metrics'],
  queryFn: () => request('/admin/metrics', { schema: adminMetricsSchema }),
});

/** admin:metrics is checked by the app; this loads the figures. */
export async function homeLoader() {
  await queryClient.ensureQueryData(adminMetricsQuery);
  return null;
}

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const { companies, users } = useSuspenseQuery(adminMetricsQuery).data.data;
  const activeShare = companies.total ? companies.active / companies.total : 0;
  return (
    <>
      <PageHeader
        eyebrow={capitalize(formatLongDate(new Date()))}
        title={t('admin.greeting', { name: user.name.split(' ')[0] ?? user.name })}
        subtitle={t('admin.subtitle')}
      />
      <section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="sr-only">
          {t('admin.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4">
          <Stat icon={<Building aria-hidden />} label={t('admin.companiesTotal')} value={companies.total} tone="primary" />
          <Stat icon={<CircleCheck aria-hidden />} label={t('admin.companiesActive')} value={companies.active} tone="emerald" />
          <Stat icon={<CircleSlash aria-hidden />} label={t('admin.companiesInactive')} value={companies.inactive} tone="slate" />
          <Stat icon={<Users aria-hidden />} label={t('admin.usersTotal')} value={users.total} tone="secondary" />
        </dl>
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-baseline justify-between">
            <h3 className="font-semibold text-slate-900">{t('admin.companies')}</h3>
            <p className="text-sm text-slate-600">{t('admin.activeShare', { percent: formatPercent(activeShare) })}</p>
          </div>
          <div className="mt-4 flex h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden>
            <div className="bg-emerald-600" style={{ width: `${activeShare * 100}%` }} />
          </div>
        </div>
      </section>
    </>
  );
}

const TONES = {
  primary: 'bg-primary-50 text-primary-700',
  secondary: 'bg-secondary-50 text-secondary-800',
  emerald: 'bg-emerald-50 text-emerald-700',
  slate: 'bg-slate-100 text-slate-700',
} as const;

/** One dt/dd pair per card, the card being the <div> group a <dl> allows. */
function Stat({ icon, label, value, tone }: { icon: ReactNode; label: string; value: number; tone: keyof typeof TONES }) {
  return (
    <div className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <dt className="order-last mt-1 text-sm font-medium text-slate-600">{label}</dt>
      <dd className="flex items-center gap-3 sm:gap-4">
        <span aria-hidden className={`grid size-11 shrink-0 place-items-center rounded-xl [&>svg]:size-6 ${TONES[tone]}`}>
          {icon}
        </span>
        <span className="text-3xl font-bold tracking-tight text-slate-900">{formatNumber(value)}</span>
      </dd>
    </div>
  );
}
