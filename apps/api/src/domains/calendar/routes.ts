import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  calendarEventMessageResponseSchema,
  calendarEventPageSchema,
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarWindowListSchema,
  createCalendarEventBodySchema,
  listCalendarEventsQuerySchema,
  listCalendarWindowsQuerySchema,
  updateCalendarEventBodySchema,
} from '@trilha/shared/calendar';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { listEvents } from './list-events.ts';
import { listWindows } from './list-windows.ts';
import { createEvent, deleteEvent, updateEvent } from './manage-events.ts';
import { feedStatus, issueFeed, revokeFeed } from './feed-token.ts';
import { serveFeed } from './serve-feed.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['calendar'];
const security = [{ bearer: [] }];

export const calendarRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/events', {
      config: { access: { permission: 'calendar:view' } },
      schema: {
        tags,
        security,
        summary: "The company's events by start (search; start and end: those touching that range)",
        querystring: listCalendarEventsQuerySchema,
        response: { 200: calendarEventPageSchema, ...errors },
      },
      handler: (req) => listEvents(deps, requireTenant(req), req.query),
    });

    app.get('/events/windows', {
      config: { access: { permission: 'calendar:view' } },
      schema: {
        tags,
        security,
        summary: "The availability windows of the caller's quizzes and tasks (start and end: those touching that range)",
        querystring: listCalendarWindowsQuerySchema,
        response: { 200: calendarWindowListSchema, ...errors },
      },
      handler: async (req) => ({ data: await listWindows(deps, requireTenant(req), requireActor(req), req.query) }),
    });

    app.post('/events', {
      config: { access: { permission: 'calendar:manage' } },
      schema: {
        tags,
        security,
        summary: 'Create a company event',
        body: createCalendarEventBodySchema,
        response: { 201: calendarEventMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          message: MESSAGES.calendarEventCreated,
          data: await createEvent(deps, requireTenant(req), requireActor(req), req.body),
        }),
    });

    app.post('/events/:id/update', {
      config: { access: { permission: 'calendar:manage' } },
      schema: {
        tags,
        security,
        summary: 'Edit a company event (the fields sent)',
        params: numericIdParamsSchema,
        body: updateCalendarEventBodySchema,
        response: { 200: calendarEventMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.calendarEventUpdated,
        data: await updateEvent(deps, requireTenant(req), req.params.id, req.body),
      }),
    });

    app.delete('/events/:id', {
      config: { access: { permission: 'calendar:manage' } },
      schema: {
        tags,
        security,
        summary: 'Delete a company event',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteEvent(deps, req.params.id);
        return { message: MESSAGES.calendarEventDeleted };
      },
    });

    app.get('/calendar-feed', {
      config: { access: { permission: 'calendar:view' } },
      schema: {
        tags,
        security,
        summary: 'Whether the caller has a private iCalendar feed (its URL is shown once, when made)',
        response: { 200: calendarFeedResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await feedStatus(deps, requireActor(req)) }),
    });

    app.post('/calendar-feed', {
      config: { access: { permission: 'calendar:view' } },
      schema: {
        tags,
        security,
        summary: 'A new private iCalendar feed URL for the caller; the previous one stops working',
        response: { 201: calendarFeedCreatedSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          message: MESSAGES.calendarFeedCreated,
          data: await issueFeed(deps, requireTenant(req), requireActor(req), `${req.protocol}://${req.host}`),
        }),
    });

    app.delete('/calendar-feed', {
      config: { access: { permission: 'calendar:view' } },
      schema: {
        tags,
        security,
        summary: "Revoke the caller's iCalendar feed URL",
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await revokeFeed(deps, requireActor(req));
        return { message: MESSAGES.calendarFeedRevoked };
      },
    });

    // Polled by calendar apps, which send no bearer header: the token in the path says whose feed
    // (docs/calendar.md). Its tenant is the host's, as always.
    app.get('/calendar-feed/:token', {
      config: { access: 'tenant' },
      schema: {
        tags,
        summary: "A member's iCalendar feed (RFC 5545): the company's events and their quizzes' and tasks' windows",
        params: calendarFeedParamsSchema,
        response: { 200: z.string().describe('text/calendar'), 404: errorResponseSchema, 422: errorResponseSchema },
      },
      handler: async (req, reply) => {
        const body = await serveFeed(deps, requireTenant(req), req.params.token);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="calendario.ics"')
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .send(body);
      },
    });
  };
