import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const COMPANY_PERMISSIONS = definePermissions({
  'companies:list': { roles: ['admin'], why: "Companies are the platform's tenants: only its admins see them all." },
  'companies:manage': { roles: ['admin'], why: 'Creating, editing, deleting and restoring tenants is platform administration.' },
  'companies:view-tenant': {
    roles: USER_TYPES,
    why: 'GET /companies/consumer/{domain}: every member reads the licences and feature flags of their own tenant (admins: any).',
  },
});
