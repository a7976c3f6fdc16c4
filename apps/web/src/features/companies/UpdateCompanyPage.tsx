import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@trilha/shared';
import { type UpdateCompanyBody } from '@trilha/shared/companies';
import { queryClient } from '../../app/query-client.ts';
import { guardLoader, requireRole } from '../../lib/route-loader.ts';
import { notify } from '../../lib/toast.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../users/CreateUserPage.tsx';
import { companyQuery, updateCompany } from './api.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { companyFormDefaults } from './company-form.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';

export const updateCompanyLoader = guardLoader(async ({ params }: LoaderFunctionArgs) => {
  requireRole(['admin']);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  await queryClient.ensureQueryData(companyQuery(id));
  return null;
});

/** Update Company (/companies/{id}/update): licences and feature flags (000 §8 toasts). */
export function UpdateCompanyPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const company = useSuspenseQuery(companyQuery(id)).data.data;
  const save = useMutation({
    mutationFn: (body: UpdateCompanyBody) => updateCompany(id, body),
    onSuccess: async (r) => {
      notify.success(MESSAGES.companyUpdated);
      queryClient.setQueryData(companyQuery(id).queryKey, { data: r.data });
      await queryClient.invalidateQueries({ queryKey: ['companies', 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['companies', 'options'] });
    },
    onError: () => notify.error(MESSAGES.companyUpdateError),
  });
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
        defaults={companyFormDefaults(company)}
        pending={save.isPending}
        onSubmit={save.mutateAsync}
      />
    </>
  );
}
