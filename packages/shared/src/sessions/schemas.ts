import { z } from 'zod';
import { MAX_PER_PAGE, PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { ID_MAX, idSchema } from '../common/http.ts';
import { pageMetaSchema, paginated, paginationQuery } from '../common/pagination.ts';
import { SESSION_MESSAGES as M } from './messages.ts';

/**
 * The idle cut-off of study time (docs/sessions.md): a ping more than this after the previous
 * counted one starts a new session, and the gap between them is not study time. Five pings' worth
 * (the web pings every 60 s): a browser that throttles a background tab, or a short network
 * failure, does not cut a session; a lunch break does.
 */
export const STUDY_IDLE_CUTOFF_SECONDS = 300;

/**
 * A user's recording pings are gated per user (docs/sessions.md): within this many seconds of a
 * ping that reached the database, another is answered without touching study time (a burst, a
 * second tab, a crafted client). The web pings every 60 s, so an honest tab is never gated.
 */
export const PING_RECORD_GATE_SECONDS = 20;

/**
 * POST /ping's body (docs/sessions.md "What counts"): what the page saw since its previous ping.
 * `active`: the page is visible and the user gave input within STUDY_IDLE_CUTOFF_SECONDS now;
 * `active_seconds`: the seconds since the previous ping that were so. A ping without a body, or
 * with neither, is a keep-alive and records nothing. The server credits at most the time between
 * two pings it counted, so a claim can only lower what the idle rule allows.
 */
export const pingBodySchema = z
  .object({
    active: z.boolean().default(false),
    active_seconds: z.number().int().min(0).max(86_400).default(0),
  })
  .meta({ id: 'PingBody' });
export type PingBody = z.input<typeof pingBodySchema>;

/** 001 §7: `type=student` is the students' rank, `type=tutor` a tutor's students. */
export const SESSION_LIST_TYPES = ['student', 'tutor'] as const;
export type SessionListType = (typeof SESSION_LIST_TYPES)[number];

/** The dashboard's `filter={timeRange}`: the chart's span (days for week and month, months for year). */
export const DASHBOARD_TIME_RANGES = ['week', 'month', 'year'] as const;
export type DashboardTimeRange = (typeof DASHBOARD_TIME_RANGES)[number];

/** The filters of the session data list, shared by GET /sessions and the CSV export. */
export const sessionFiltersSchema = z.object({
  type: z.enum(SESSION_LIST_TYPES).default('student'),
  tutor_id: idSchema.optional(),
  name: z.string().trim().max(TEXT_MAX).optional(),
});
export type SessionFilters = z.infer<typeof sessionFiltersSchema>;
/** What a CSV export stores: the list filters (the tutor resolved) and the company's time zone. */
export const sessionExportFiltersSchema = sessionFiltersSchema.extend({ time_zone: z.string().min(1) });

/**
 * GET /sessions (001 §7): type=student the company's learners by study time (the rank, 20 per
 * page), type=tutor a tutor's students (5 per page, 001 §9) — `tutor_id`, or the caller. Without
 * `per_page` the page size follows the type.
 */
export const listSessionsQuerySchema = sessionFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(ID_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});
export type ListSessionsQuery = z.infer<typeof listSessionsQuerySchema>;
export const sessionPageSize = (type: SessionListType): number =>
  type === 'tutor' ? PAGE_SIZE.tutorStudents : PAGE_SIZE.tutorSessionData;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  created_at: z.string(),
});

/** A badge the learner earned (read from the badges domain's user_badges), newest first. */
export const dashboardBadgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  awarded_at: z.string(),
});
export type DashboardBadge = z.infer<typeof dashboardBadgeSchema>;

/** One learner's session data (001 §3): times in seconds. */
export const sessionDataSchema = z
  .object({
    user: sessionUserSchema,
    studying_since: z
      .string()
      .describe('The learner\'s first study session in this company, else when they joined it ("Estudando desde")'),
    student_rank: z.number().int().describe('1 + the number of learners of the company with more study time'),
    total_time: z.number().int().describe('Study time of all time, seconds'),
    current_week: z.number().int().describe("Study time since Monday 00:00 in the company's time zone, seconds"),
    consecutive_access_days: z.number().int(),
    last_access_at: z
      .string()
      .nullable()
      .describe("The last counted ping; null when none, or on another learner's row of a learner's rank"),
    badges: z.array(dashboardBadgeSchema).describe('001 §3 session data: the badges earned, newest first'),
  })
  .meta({ id: 'SessionData' });
export type SessionData = z.infer<typeof sessionDataSchema>;
export const sessionDataPageSchema = paginated(sessionDataSchema).meta({ id: 'SessionDataPage' });
export type SessionDataPage = z.infer<typeof sessionDataPageSchema>;

/** GET /sessions/{userId}: the learner's study sessions, newest first, 20 per page (001 §9). */
export const userSessionsQuerySchema = paginationQuery(PAGE_SIZE.tutorSessionData);
export type UserSessionsQuery = z.infer<typeof userSessionsQuerySchema>;
export const sessionsUserParamsSchema = z.object({ userId: idSchema });

export const studySessionSchema = z
  .object({
    id: z.number().int(),
    started_at: z.string(),
    ended_at: z.string().describe('The last counted ping of the session'),
    seconds: z.number().int(),
  })
  .meta({ id: 'StudySession' });
export type StudySession = z.infer<typeof studySessionSchema>;
export const userSessionsPageSchema = z
  .object({ data: z.array(studySessionSchema), meta: pageMetaSchema, session_data: sessionDataSchema })
  .meta({ id: 'UserSessionsPage' });
export type UserSessionsPage = z.infer<typeof userSessionsPageSchema>;

/** GET /sessions/{userId}/dashboard?filter={timeRange}. */
export const dashboardQuerySchema = z.object({
  filter: z.enum(DASHBOARD_TIME_RANGES, { error: M.timeRangeInvalid }).default('week'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const studyTimePointSchema = z.object({
  /** First day of the bucket (YYYY-MM-DD, company time zone): a day, or a month for `year`. */
  date: z.string(),
  seconds: z.number().int(),
});
export type StudyTimePoint = z.infer<typeof studyTimePointSchema>;

export const dashboardSchema = z
  .object({
    data: sessionDataSchema.extend({
      chart: z.object({ filter: z.enum(DASHBOARD_TIME_RANGES), points: z.array(studyTimePointSchema) }),
    }),
  })
  .meta({ id: 'SessionDashboard' });
export type SessionDashboard = z.infer<typeof dashboardSchema>['data'];

/** GET /tutors/metrics (001 §3 "tutor.weekly_hours"): the caller's weekly hours and their students' study. */
export const tutorMetricsSchema = z
  .object({
    data: z.object({
      tutor: z.object({ id: z.number().int(), name: z.string(), weekly_hours: z.number().int() }),
      students_count: z.number().int(),
      active_students_week: z.number().int().describe('Students with study time this week'),
      students_week_seconds: z.number().int(),
      students_total_seconds: z.number().int(),
    }),
  })
  .meta({ id: 'TutorMetrics' });
export type TutorMetrics = z.infer<typeof tutorMetricsSchema>['data'];

/** A week has 168 hours. */
export const WEEKLY_HOURS_MAX = 168;
/** POST /tutor-settings: the caller's own weekly hours. */
export const tutorSettingsBodySchema = z.object({
  weekly_hours: z
    .number({ error: M.weeklyHoursInvalid })
    .int({ error: M.weeklyHoursInvalid })
    .min(0, { error: M.weeklyHoursInvalid })
    .max(WEEKLY_HOURS_MAX, { error: M.weeklyHoursInvalid }),
});
export type TutorSettingsBody = z.infer<typeof tutorSettingsBodySchema>;
export const tutorSettingsResponseSchema = z
  .object({ message: z.string(), data: z.object({ weekly_hours: z.number().int() }) })
  .meta({ id: 'TutorSettingsResponse' });

export const SESSION_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const sessionExportSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(SESSION_EXPORT_STATUSES),
    row_count: z.number().int().nullable(),
    url: z.string().describe('Download path of the CSV (API-relative, bearer token); answers once status is ready.'),
    status_url: z.string().describe('Where the status of this export is read.'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'SessionExport' });
export type SessionExport = z.infer<typeof sessionExportSchema>;
/** POST /sessions/export/csv answers 202 with the CSV's URL (001 §7 "response url"). */
export const sessionExportResponseSchema = z
  .object({ message: z.string(), url: z.string(), data: sessionExportSchema })
  .meta({ id: 'SessionExportResponse' });
export type SessionExportResponse = z.infer<typeof sessionExportResponseSchema>;
export const sessionExportPaths = {
  file: (id: number) => `/sessions/exports/${id}/file`,
  status: (id: number) => `/sessions/exports/${id}`,
};

/** The CSV's columns (pt-BR), in order. */
export const SESSION_CSV_HEADER = [
  'Posição',
  'Aluno',
  'E-mail',
  'Tempo total (h)',
  'Semana atual (h)',
  'Dias consecutivos',
  'Último acesso',
] as const;

/** The session data CSV's kind in the exports table (packages/shared/src/exports; docs/exports.md). */
export const SESSIONS_CSV_EXPORT = 'sessions-csv';
