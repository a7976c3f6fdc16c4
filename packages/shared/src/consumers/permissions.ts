import { definePermissions } from '../policy/define.ts';

export const CONSUMER_PERMISSIONS = definePermissions({
  'consumers:list': { roles: ['manager', 'admin'], why: "Managers see their own company's sub-domains; admins every one." },
  'consumers:create': { roles: ['admin'], why: 'A new sub-domain is a new tenant entry point: platform administration.' },
  'consumer-settings:update': {
    roles: ['manager', 'client', 'admin'],
    why: '001 §6 "Settings: manager and client": the tenant\'s colours, logo and tutoring phone; admins support them.',
  },
  'consumer-settings:menu': {
    roles: ['manager', 'client'],
    why: '001 §2 user menu: Configurações is shown to managers and clients only (admins reach tenants from Empresas).',
  },
});
