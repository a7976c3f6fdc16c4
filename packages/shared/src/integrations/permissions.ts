import { definePermissions } from '../policy/define.ts';

export const INTEGRATION_PERMISSIONS = definePermissions({
  'lti-consumers:manage': {
    roles: ['admin'],
    why: 'LTI consumers hold signing secrets that let another system sign users in: platform administration only.',
  },
});
