import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../app/query-client.ts';
import { guardLoader, requireRole } from '../../lib/route-loader.ts';
import { notify, queueToast } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../users/CreateUserPage.tsx';
import { serverDetail } from '../users/user-rules.ts';
import { createCompany } from './api.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { companyFormDefaults } from './company-form.ts';

export const createCompanyLoader = guardLoader(() => {
  requireRole(['admin']);
  return null;
});

/** Create Companies (/companies/create): the company and its sub-domain, created together. */
export function CreateCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: createCompany,
    onSuccess: async (r) => {
      queueToast('success', t('companies.created', { name: r.data.name }));
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
      await navigate('/companies');
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('companies.createError')),
  });
  return (
    <>
      <BackLink to="/companies" label={t('companies.backToList')} />
      <PageHeader title={t('companies.createHeading')} subtitle={t('companies.createSubtitle')} />
      <CompanyForm mode="create" defaults={companyFormDefaults()} pending={create.isPending} onSubmit={create.mutateAsync} />
    </>
  );
}
