import { definePermissions } from '../policy/define.ts';

/**
 * Sidebar destinations of domains not built yet (001 §2 "Sidebar"). Each moves to its domain's
 * own permissions file when that domain lands.
 */
export const NAVIGATION_PERMISSIONS = definePermissions({
  'tutoring:chat': { roles: ['student'], why: "001 §2: Falar com Tutor opens the tenant's tutoring WhatsApp, for students." },
  'production:view': {
    roles: ['manager', 'supervisor', 'tutor'],
    why: '001 §2: Produção, Tutores and Projetos (interest modal until built).',
  },
});
