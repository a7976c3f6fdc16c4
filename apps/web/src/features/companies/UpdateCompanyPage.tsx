import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../app/query-client.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { companyQuery } from './api.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { companyFormDefaults } from './company-form.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { messageText } from '../../i18n/index.ts';

/** companies:manage is checked by the app; this loads the company. */
export async function updateCompanyLoader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  await queryClient.ensureQueryData(companyQuery(id));
  return null;
}

/** Update Company (/companies/{id}/update): licences and feature flags (000 §8 toasts). */
export function UpdateCompanyPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const company = useSuspenseQuery(companyQuery(id)).data.data;
  return (
    <>
      <BackLink to="/companies" label={t('companies.backToList')} />
      <PageHeader title={t('companies.updateHeading', { name: company.name })} subtitle={t('companies.updateSubtitle')} />
      <dl className="mb-6 flex max-w-4xl flex-wrap gap-x-8 gap-y-3 rounded-2xl bg-white px-5 py-4 text-sm shadow-sm ring-1 ring-slate-200">
        <div>
          <dt className="text-slate-600">{t('companies.domains')}</dt>
          <dd className="font-mono font-medium text-slate-900">{company.consumers.map((c) => c.domain).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('companies.responsible')}</dt>
          <dd className="font-medium text-slate-900">{company.responsible?.name ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('companies.createdAt')}</dt>
          <dd className="font-medium text-slate-900">{formatDate(company.created_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('companies.status')}</dt>
          <dd>
            <CompanyStatusBadge company={company} />
          </dd>
        </div>
      </dl>
      <CompanyForm
        key={company.id}
        mode="update"
        id={company.id}
        defaults={companyFormDefaults(company)}
        current={company.responsible}
        // 000 §8: the spec's texts for this screen, whatever the server said.
        successMessage={() => messageText('companyUpdated')}
        errorMessage={() => messageText('companyUpdateError')}
        onSaved={async (saved) => {
          queryClient.setQueryData(companyQuery(id).queryKey, { data: saved });
          await queryClient.invalidateQueries({ queryKey: ['companies', 'list'] });
          await queryClient.invalidateQueries({ queryKey: ['companies', 'options'] });
          await queryClient.invalidateQueries({ queryKey: ['companies', 'responsibles'] });
        }}
      />
    </>
  );
}
