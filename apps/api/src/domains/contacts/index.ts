import { CONTACT_ERRORS } from '@trilha/shared/contacts';
import { CONTACT_PERMISSIONS } from '@trilha/shared/contacts';
import { contactRoutes } from './routes.ts';
import { defineApiDomain } from '../../kit/domain.ts';

export const contactsDomain = defineApiDomain({
  name: 'contacts',
  tables: ['contacts'],
  routes: contactRoutes,
  permissions: CONTACT_PERMISSIONS,
  errors: CONTACT_ERRORS,
});
