// Business constants of the specification (000 §9, 001 §9). One place for each number.
export const PAGE_SIZE = {
  users: 30,
  disciplines: 30,
  inscriptions: 30,
  consumerDisciplines: 30,
  quizzes: 30,
  reports: 30,
  alertsMobile: 30,
  tutorSessionData: 20,
  notifications: 6,
  forums: 5,
  topics: 5,
  // Not in the spec: the tag list pages like the catalogue it labels.
  disciplineTags: 30,
  tutorStudents: 5,
  forumChildren: 10,
  // Not in the spec: the @mention picker of a comment box shows the first matches.
  forumMentionPicker: 8,
  // Not in the spec; the admin lists follow the users list's 30.
  companies: 30,
  ltiConsumers: 30,
  consumers: 30,
  suppliers: 30,
  contacts: 100,
  // Not in the spec: a searched picker (the question import's discipline) shows the first matches.
  disciplinePicker: 10,
  // Not in the spec: a calendar view asks for the events it shows, up to the largest page.
  calendarEvents: 100,
  // Not in the spec: a profile's achievements, a page of the company's catalogue at most.
  badges: 30,
  // Not in the spec: a profile's followers/following list, like the users list.
  follows: 30,
  // Not in the spec: the admins' audit log, like their other lists.
  auditLogs: 30,
} as const;

/** Weeks in a profile's hours_metrics and points_metrics series (not in the spec; docs/profiles.md). */
export const PROFILE_METRIC_WEEKS = 8;

export const MAX_PER_PAGE = 100;

export const SESSION = {
  /** Inactivity counter start, seconds. */
  inactivityTimeoutSeconds: 14400,
  /** User activity resets the counter only at or below this many seconds. */
  inactivityResetThresholdSeconds: 300,
  pingIntervalMs: 60_000,
  /** Server-side lifetime of a bearer token. */
  tokenTtlHours: 24 * 7,
  passwordResetTtlMinutes: 60,
} as const;

export const UI = {
  loadingClearMs: 500,
  /** 001 L104/L195: after the language is chosen (cookie), the page reloads 500 ms later. */
  languageReloadMs: 500,
  scrollTopThresholdPx: 100,
  narrowBreakpointPx: 1024,
  sidebarMenuBreakpointPx: 1280,
  sidebarCollapsedPx: 70,
  sidebarExpandedPx: 240,
  loadMoreSpinnerMs: 1000,
  badgeToastMs: 5000,
  invalidFileToastMs: 20_000,
  loadTimeoutMs: 120_000,
  realtimeTestConnectionCloseMs: 10_000,
} as const;

/**
 * Sign-in throttling (docs/security.md). Per account whatever the address: after `freeFailures`
 * wrong passwords each further attempt waits, the wait doubling from `baseDelaySeconds` up to
 * `maxDelaySeconds`. Per client address, whatever the accounts: `addressMax` failures per window.
 */
export const LOGIN_RATE_LIMIT = {
  freeFailures: 5,
  baseDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  /** An account's failures are forgotten this long after the last one, or at once on success. */
  accountMemorySeconds: 24 * 3600,
  /** A school's office shares one address: many people may mistype, but not without bound. */
  addressMax: 50,
  addressWindowSeconds: 15 * 60,
} as const;

/** Seconds an account waits after its `failures`-th consecutive wrong password (0: none yet). */
export function loginDelaySeconds(failures: number): number {
  const over = failures - LOGIN_RATE_LIMIT.freeFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_RATE_LIMIT.baseDelaySeconds * 2 ** over, LOGIN_RATE_LIMIT.maxDelaySeconds);
}

/**
 * Fixed-window limits of the other sensitive routes, each counted per account (the user, or the
 * e-mail asked about: a new token or a new address does not reset it) and per client address.
 */
export const RATE_LIMITS = {
  /** Reset e-mails about one address: a mailbox is not flooded, whoever asks. */
  forgotPasswordAccount: { max: 3, windowSeconds: 60 * 60 },
  forgotPasswordAddress: { max: 10, windowSeconds: 15 * 60 },
  resetPasswordAddress: { max: 10, windowSeconds: 15 * 60 },
  /** Per caller and target user: guesses of one's own current password, or resets of another's. */
  changePasswordAccount: { max: 10, windowSeconds: 15 * 60 },
  changePasswordAddress: { max: 100, windowSeconds: 15 * 60 },
  leadsAccount: { max: 20, windowSeconds: 60 * 60 },
  leadsAddress: { max: 200, windowSeconds: 60 * 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;
export type RateLimitRule = { readonly max: number; readonly windowSeconds: number };

/**
 * Costly routes, per account (the user, on every tenant and address alike): each starts a job or
 * reads a whole discipline, so a script replaying one could keep the worker or the database busy
 * for everyone. Generous for people (a teacher exporting every class's grades in a row), a wall for
 * loops. A route declares its kind in `config.access.costly` (apps/api/src/http/route-access.ts).
 */
export const COSTLY_RATE_LIMITS = {
  /** Grades and study-time CSVs, question bank exports. */
  export: { max: 30, windowSeconds: 15 * 60 },
  /** The student-log PDF. */
  report: { max: 20, windowSeconds: 15 * 60 },
  /** Question, material and enrolment imports (each file is read and validated whole). */
  import: { max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;
export type CostlyKind = keyof typeof COSTLY_RATE_LIMITS;

export const REALTIME_NAMESPACES = ['/main', '/quiz', '/chat', '/material-production'] as const;
export type RealtimeNamespace = (typeof REALTIME_NAMESPACES)[number];

/** Local websocket ports of the four backends (000 §9). */
export const REALTIME_PORTS = { main: 6001, quiz: 6003, chat: 6004, materialProduction: 6005 } as const;

export const TEXT_MAX = 255;
export const FILE_MATERIAL_TITLE_MAX = 50;

/**
 * Grades (docs/assessment.md): every grade of Trilha — a quiz attempt's score, an assignment's
 * evaluation, a teacher's override — is a number from 0 to `max`, with `decimals` places, the
 * scale Brazilian schools and companies read at a glance. Quiz points: `pointsPerCorrectAnswer`
 * for each right answer of a finished attempt, sent live as `.points.added`.
 */
export const GRADES = {
  max: 10,
  decimals: 1,
  pointsPerCorrectAnswer: 10,
} as const;

/** The time zone of a company that set none (docs/calendar.md): the platform's home. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
