// Zod-free constants of the AI domain (the web and the worker read them too).
export const AI_LIMITS = {
  /** One generation asks for at most this many questions (000 "smart question bank"). */
  questionsMax: 50,
  /** One topic generation proposes at most this many topics. */
  topicsMax: 20,
  /** Descriptive answers of one attempt sent for a proposed correction at most. */
  correctionAnswersMax: 50,
  subjectMaxChars: 4000,
  /** Model calls running at once per company, across every worker (AI_TENANT_CONCURRENCY overrides). */
  tenantConcurrency: 3,
  /** One model call's time-out (AI_TIMEOUT_MS overrides). */
  timeoutMs: 90_000,
} as const;
export const AI_JOB_KINDS = ['questions', 'topics', 'correction', 'analysis'] as const;
export type AiJobKind = (typeof AI_JOB_KINDS)[number];
export const AI_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type AiJobStatus = (typeof AI_JOB_STATUSES)[number];
export const QUESTION_TYPES_GENERATED = ['choice', 'true-or-false', 'descriptive'] as const;
