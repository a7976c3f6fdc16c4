// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { integrationsStrings } from './strings.ts';

const strings: Translation<typeof integrationsStrings> = {
  integrations: {
    heading: 'Integrations',
    subtitle: 'LTI consumers that reach the platform from other learning environments.',
    create: 'New integration',
    search: 'Search integrations',
    searchPlaceholder: 'Search by name or key…',
    companyFilter: 'Filter by company',
    allCompanies: 'All companies',
    count_zero: 'No integrations',
    count_one: '{{count}} integration',
    count_other: '{{count}} integrations',
    emptyTitle: 'No integration registered',
    empty: 'Create an LTI consumer to connect another learning environment.',
    emptySearchTitle: 'No results',
    emptySearch: 'No integration matches the chosen filters.',
    name: 'Name',
    company: 'Company',
    chooseCompany: 'Choose the company',
    companyRequired: "Choose the integration's company",
    companyIs: 'Company:',
    enabled: 'Integration active',
    enabledHint: 'When disabled, the integration cannot reach the platform.',
    on: 'Active',
    off: 'Disabled',
    consumerKey: 'Consumer key',
    secret: 'Shared secret',
    version: 'LTI version',
    createdAt: 'Created on',
    createTitle: 'New LTI integration',
    createSubmit: 'Create integration',
    createError: 'The integration could not be created. Please try again.',
    secretTitle: 'Integration created',
    secretWarning:
      'Copy the key and the secret of “{{name}}” now and set them up in the other environment. The secret will not be shown again.',
    secretDone: 'I have copied the secret',
    copy: 'Copy {{label}}',
    copied: 'Copied to the clipboard',
    copyFailed: 'Could not copy. Select the text and copy it by hand.',
    edit: 'Edit {{name}}',
    editTitle: 'Edit integration',
    updated: 'Integration updated successfully',
    updateError: 'The integration could not be updated. Please try again.',
    delete: 'Delete {{name}}',
    deleteTitle: 'Delete integration',
    deleteBody: 'Are you sure you want to delete {{name}}? The connected environment loses access.',
    deleteError: 'The integration could not be deleted. Please try again.',
    titles: {
      list: 'Integrations',
    },
  },
};

export default strings;
