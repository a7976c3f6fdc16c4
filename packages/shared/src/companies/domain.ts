import { defineDomain } from '../domain.ts';
import { COMPANY_MESSAGES } from './messages.ts';
import { COMPANY_PERMISSIONS } from './permissions.ts';
import { COMPANY_ERRORS } from './errors.ts';

/** What the companies domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const companiesDomain = defineDomain({
  name: 'companies',
  messages: COMPANY_MESSAGES,
  permissions: COMPANY_PERMISSIONS,
  errors: COMPANY_ERRORS,
});
