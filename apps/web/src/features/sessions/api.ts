import { queryOptions } from '@tanstack/react-query';
import {
  dashboardSchema,
  sessionDataPageSchema,
  sessionExportResponseSchema,
  tutorMetricsSchema,
  tutorSettingsResponseSchema,
  userSessionsPageSchema,
  type DashboardTimeRange,
} from '@trilha/shared/sessions';
import { request } from '../../lib/api.ts';

export const dashboardQuery = (userId: number, filter: DashboardTimeRange) =>
  queryOptions({
    queryKey: ['sessions', 'dashboard', userId, filter],
    queryFn: ({ signal }) =>
      request(`/sessions/${userId}/dashboard`, { query: { filter }, schema: dashboardSchema, signal }).then((r) => r.data),
  });

/** GET /sessions: the rank (type=student) or a tutor's students (type=tutor). */
export const sessionListQuery = (p: { type: 'student' | 'tutor'; page: number; name?: string; perPage?: number }) =>
  queryOptions({
    queryKey: ['sessions', 'list', p],
    queryFn: ({ signal }) =>
      request('/sessions', {
        query: {
          type: p.type,
          page: String(p.page),
          ...(p.name ? { name: p.name } : {}),
          ...(p.perPage ? { per_page: String(p.perPage) } : {}),
        },
        schema: sessionDataPageSchema,
        signal,
      }),
  });

export const userSessionsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['sessions', 'user', userId, page],
    queryFn: ({ signal }) =>
      request(`/sessions/${userId}`, { query: { page: String(page) }, schema: userSessionsPageSchema, signal }),
  });

export const tutorMetricsQuery = queryOptions({
  queryKey: ['sessions', 'tutor-metrics'],
  queryFn: ({ signal }) => request('/tutors/metrics', { schema: tutorMetricsSchema, signal }).then((r) => r.data),
});

export const saveWeeklyHours = (weekly_hours: number) =>
  request('/tutor-settings', { method: 'POST', body: { weekly_hours }, schema: tutorSettingsResponseSchema });

export const requestSessionExport = (filters: { type: 'student' | 'tutor'; name?: string }) =>
  request('/sessions/export/csv', {
    method: 'POST',
    query: { type: filters.type, ...(filters.name ? { name: filters.name } : {}) },
    schema: sessionExportResponseSchema,
  });
