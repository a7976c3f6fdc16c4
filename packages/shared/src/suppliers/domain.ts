import { defineDomain } from '../domain.ts';
import { SUPPLIER_PERMISSIONS } from './permissions.ts';

/** What the suppliers domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const suppliersDomain = defineDomain({
  name: 'suppliers',
  messages: {},
  permissions: SUPPLIER_PERMISSIONS,
  errors: {},
});
