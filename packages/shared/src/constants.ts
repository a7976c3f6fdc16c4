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
  tutorStudents: 5,
  forumChildren: 10,
  // Not in the spec; the admin lists follow the users list's 30.
  companies: 30,
  ltiConsumers: 30,
  consumers: 30,
  suppliers: 30,
  contacts: 100,
} as const;

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

export const LOGIN_RATE_LIMIT = {
  /** Failed sign-ins allowed per account+address within the window. */
  max: 5,
  windowSeconds: 15 * 60,
} as const;

export const REALTIME_NAMESPACES = ['/main', '/quiz', '/chat', '/material-production'] as const;
export type RealtimeNamespace = (typeof REALTIME_NAMESPACES)[number];

/** Local websocket ports of the four backends (000 §9). */
export const REALTIME_PORTS = { main: 6001, quiz: 6003, chat: 6004, materialProduction: 6005 } as const;

export const TEXT_MAX = 255;
export const FILE_MATERIAL_TITLE_MAX = 50;
