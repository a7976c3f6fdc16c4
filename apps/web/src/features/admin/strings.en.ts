// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { adminStrings } from './strings.ts';

const strings: Translation<typeof adminStrings> = {
  admin: {
    heading: 'Overview',
    greeting: 'Hello, {{name}}',
    subtitle: "Follow the platform's companies and users.",
    companies: 'Companies',
    companiesTotal: 'Registered companies',
    companiesActive: 'Active companies',
    companiesInactive: 'Inactive companies',
    usersTotal: 'Users',
    activeShare: '{{percent}} active',
    titles: {
      home: 'Home',
    },
  },
};

export default strings;
