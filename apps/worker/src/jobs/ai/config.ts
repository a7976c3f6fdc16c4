import { AI_LIMITS } from '@trilha/shared/ai';

/**
 * The platform's model endpoint and the worker's limits (README "Configuration", docs/ai.md). A
 * company's own settings (ai_settings) override the endpoint, model and key field by field.
 */
export type AiWorkerConfig = {
  /** OPENAI_BASE_URL: any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server…). */
  baseUrl?: string;
  /** OPENAI_API_KEY (local servers usually accept any). */
  apiKey?: string;
  /** OPENAI_MODEL. */
  model?: string;
  /** AI_KEYS_SECRET: opens the companies' sealed keys (the API's same secret). */
  keysSecret?: string;
  /** AI_TIMEOUT_MS: one model call's time-out. */
  timeoutMs: number;
  /** AI_TENANT_CONCURRENCY: model calls running at once per company, across every worker. */
  tenantConcurrency: number;
  /** How often a running call re-reads its row to notice a cancellation (ms). */
  cancelPollMs: number;
  /** Wait before the one retry of a failed call (ms). */
  retryDelayMs: number;
};

export const DEFAULT_MODEL = 'gpt-4o-mini';

export function aiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AiWorkerConfig {
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d);
  return {
    baseUrl: env.OPENAI_BASE_URL || undefined,
    apiKey: env.OPENAI_API_KEY || undefined,
    model: env.OPENAI_MODEL || undefined,
    keysSecret: env.AI_KEYS_SECRET || undefined,
    timeoutMs: num(env.AI_TIMEOUT_MS, AI_LIMITS.timeoutMs),
    tenantConcurrency: num(env.AI_TENANT_CONCURRENCY, AI_LIMITS.tenantConcurrency),
    cancelPollMs: 1_000,
    retryDelayMs: 1_000,
  };
}
