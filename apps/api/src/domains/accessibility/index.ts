import { ACCESSIBILITY_ERRORS, ACCESSIBILITY_PERMISSIONS } from '@trilha/shared/accessibility';
import { defineApiDomain } from '../../kit/domain.ts';
import { accessibilityRoutes } from './routes.ts';

/** The accessibility panel's settings (001 §3), saved to the member's account (beyond the spec). */
export const accessibilityDomain = defineApiDomain({
  name: 'accessibility',
  tables: ['accessibility_settings'],
  routes: accessibilityRoutes,
  permissions: ACCESSIBILITY_PERMISSIONS,
  errors: ACCESSIBILITY_ERRORS,
});
