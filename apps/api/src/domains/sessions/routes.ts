import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import { pingResponseSchema } from '@trilha/shared/auth';
import {
  SESSION_MESSAGES as M,
  dashboardQuerySchema,
  dashboardSchema,
  listSessionsQuerySchema,
  PING_RECORD_GATE_SECONDS,
  pingBodySchema,
  sessionDataPageSchema,
  sessionExportResponseSchema,
  sessionExportSchema,
  sessionFiltersSchema,
  sessionsUserParamsSchema,
  tutorMetricsSchema,
  tutorSettingsBodySchema,
  tutorSettingsResponseSchema,
  userSessionsPageSchema,
  userSessionsQuerySchema,
} from '@trilha/shared/sessions';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { sendPrivateFile } from '../../http/send-file.ts';
import { loadAuthUser } from '../../auth/load-auth-user.ts';
import { recordStudyTime } from './record-study-time.ts';
import { listSessions } from './list-sessions.ts';
import { userSessions } from './user-sessions.ts';
import { sessionDashboard } from './dashboard.ts';
import { tutorMetrics } from './tutor-metrics.ts';
import { updateTutorSettings } from './tutor-settings.ts';
import { downloadSessionExport, getSessionExport, requestSessionExport } from './session-exports.ts';
import { localeOf } from '../../http/request-locale.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['sessions'];
const security = [{ bearer: [] }];

export const sessionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/ping', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth', ...tags],
        summary:
          "Keep-alive: checks the token is still valid; a learner's ping also extends their study session (docs/sessions.md)",
        security,
        body: pingBodySchema.nullish(),
        response: { 200: pingResponseSchema, ...errors },
      },
      handler: async (req) => {
        const actor = requireActor(req);
        const tenant = requireTenant(req);
        const claim = req.body ?? { active: false, active_seconds: 0 };
        // Learners' study time (sessions:record) and staff's working time (sessions:record-hours);
        // an access-as session is someone else looking, and an idle page records nothing. A
        // burst is gated per user before the database (PING_RECORD_GATE_SECONDS).
        const learner = can(actor.type, 'sessions:record');
        if (
          (learner || can(actor.type, 'sessions:record-hours')) &&
          actor.impersonatorId === null &&
          (claim.active || claim.active_seconds > 0) &&
          // The gate fails open: with Redis down the ping is recorded (one statement), never refused.
          (await deps.throttle.firstIn('ping-record', PING_RECORD_GATE_SECONDS, tenant.companyId, actor.id).catch(() => true))
        ) {
          await recordStudyTime(deps, {
            companyId: tenant.companyId,
            userId: actor.id,
            at: new Date(),
            timeZone: tenant.timeZone,
            activeSeconds: claim.active_seconds,
            learner,
          });
        }
        return { ok: true as const, user: await loadAuthUser(deps, tenant.companyId, actor.id) };
      },
    });

    app.get('/sessions', {
      config: { access: { permission: 'sessions:list' } },
      schema: {
        tags,
        security,
        summary:
          "Session data of the company's learners: type=student the rank by study time (20 per page), type=tutor a tutor's students (tutor_id or the caller; 5 per page); name filter",
        querystring: listSessionsQuerySchema,
        response: { 200: sessionDataPageSchema, ...errors },
      },
      handler: (req) => listSessions(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/sessions/export/csv', {
      config: { access: { permission: 'sessions:export', costly: 'export' } },
      schema: {
        tags,
        security,
        summary:
          'Asks for a CSV of the session data list (same filters as GET /sessions): 202 with its URL, written by a worker job; `.sessions.exported` on users.{id} when ready',
        querystring: sessionFiltersSchema,
        response: { 202: sessionExportResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(202).send(await requestSessionExport(deps, requireTenant(req), requireActor(req), req.query, localeOf(req))),
    });

    app.get('/sessions/exports/:id', {
      config: { access: { permission: 'sessions:export' } },
      schema: {
        tags,
        security,
        summary: 'Where a session data CSV export stands (pending, ready, failed); only for the person who asked it',
        params: numericIdParamsSchema,
        response: { 200: sessionExportSchema, ...errors },
      },
      handler: (req) => getSessionExport(deps, requireActor(req), req.params.id),
    });

    app.get('/sessions/exports/:id/file', {
      config: { access: { permission: 'sessions:export' } },
      schema: {
        tags,
        security,
        summary: 'The CSV of a finished export (UTF-8 with BOM, `;`), only for the person who asked it; 409 while it is written',
        params: numericIdParamsSchema,
        response: { 409: errorResponseSchema, 410: errorResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        sendPrivateFile(reply, await downloadSessionExport(deps, requireTenant(req), requireActor(req), req.params.id)),
    });

    app.get('/sessions/:userId', {
      config: { access: { permission: 'sessions:view' } },
      schema: {
        tags,
        security,
        summary:
          "A learner's study sessions, newest first (20 per page), with their session data: the learner, their tutors and teachers, management",
        params: sessionsUserParamsSchema,
        querystring: userSessionsQuerySchema,
        response: { 200: userSessionsPageSchema, ...errors },
      },
      handler: (req) => userSessions(deps, requireTenant(req), requireActor(req), req.params.userId, req.query),
    });

    app.get('/sessions/:userId/dashboard', {
      config: { access: { permission: 'sessions:view' } },
      schema: {
        tags,
        security,
        summary:
          'The Student DashBoard: session data (rank, total_time, current_week, consecutive_access_days, user.created_at), badges, and study time per day (week, month) or month (year)',
        params: sessionsUserParamsSchema,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
      handler: async (req) => ({
        data: await sessionDashboard(deps, requireTenant(req), requireActor(req), req.params.userId, req.query.filter),
      }),
    });

    app.get('/tutors/metrics', {
      config: { access: { permission: 'tutors:metrics' } },
      schema: {
        tags,
        security,
        summary:
          "The caller's weekly hours (tutor.weekly_hours) and their students' study (a tutor's own; the company's for management)",
        response: { 200: tutorMetricsSchema, ...errors },
      },
      handler: async (req) => ({ data: await tutorMetrics(deps, requireTenant(req), requireActor(req)) }),
    });

    app.post('/tutor-settings', {
      config: { access: { permission: 'tutor-settings:update' } },
      schema: {
        tags,
        security,
        summary: "Sets the caller's own weekly hours (0 to 168)",
        body: tutorSettingsBodySchema,
        response: { 200: tutorSettingsResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.weeklyHoursUpdated,
        data: await updateTutorSettings(deps, requireTenant(req), requireActor(req), req.body),
      }),
    });
  };
