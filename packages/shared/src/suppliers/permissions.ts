import { definePermissions } from '../policy/define.ts';

export const SUPPLIER_PERMISSIONS = definePermissions({
  'suppliers:list': {
    roles: ['manager', 'supervisor', 'client', 'admin'],
    why: 'The companies that supply disciplines to this tenant: its staff choose supplied disciplines from them.',
  },
});
