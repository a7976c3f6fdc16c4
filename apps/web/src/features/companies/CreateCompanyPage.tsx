import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../app/query-client.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { companyFormDefaults } from './company-form.ts';

/** Create Companies (/companies/create): the company and its sub-domain, created together. */
export function CreateCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <BackLink to="/companies" label={t('companies.backToList')} />
      <PageHeader title={t('companies.createHeading')} subtitle={t('companies.createSubtitle')} />
      <CompanyForm
        mode="create"
        defaults={companyFormDefaults()}
        successMessage={(c) => t('companies.created', { name: c.name })}
        errorMessage={(e) => serverDetail(e) ?? t('companies.createError')}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: ['companies'] });
          await navigate('/companies');
        }}
      />
    </>
  );
}
