import { CALENDAR_ERRORS, CALENDAR_PERMISSIONS } from '@trilha/shared/calendar';
import { defineApiDomain } from '../../kit/domain.ts';
import { calendarRoutes } from './routes.ts';

export const calendarDomain = defineApiDomain({
  name: 'calendar',
  tables: ['calendar_events', 'calendar_feed_tokens'],
  routes: calendarRoutes,
  permissions: CALENDAR_PERMISSIONS,
  errors: CALENDAR_ERRORS,
});
