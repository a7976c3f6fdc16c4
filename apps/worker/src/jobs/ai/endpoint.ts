import { openApiKey } from '@trilha/shared/ai-secret';
import { AI_MESSAGES as M } from '@trilha/shared/ai';
import type { TenantDb } from '@trilha/db';
import { DEFAULT_MODEL, type AiWorkerConfig } from './config.ts';

export type Endpoint = { baseUrl: string; apiKey: string; model: string };

/**
 * Which endpoint a company's calls go to: its own settings field by field, else the platform's
 * (OPENAI_*). A key sealed under another secret is a clear failure, never a silent fall-back to the
 * platform's key (which would bill the platform for a company that meant to use its own).
 * Read through the tenant client, inside the job's runAsTenant: row-level security applies.
 */
export async function resolveEndpoint(
  db: TenantDb,
  companyId: number,
  cfg: AiWorkerConfig,
): Promise<Endpoint | { error: string }> {
  const own = await db.aiSettings.findFirst({ select: { baseUrl: true, model: true, apiKeySealed: true } });
  let apiKey = cfg.apiKey;
  if (own?.apiKeySealed) {
    const opened = cfg.keysSecret ? openApiKey(cfg.keysSecret, companyId, own.apiKeySealed) : null;
    if (!opened) return { error: M.aiKeyUnreadable };
    apiKey = opened;
  }
  const baseUrl = own?.baseUrl ?? cfg.baseUrl;
  if (!baseUrl) return { error: M.aiNotConfigured };
  // Local servers (vLLM, Ollama, llama.cpp) take any key; the client library wants one.
  return { baseUrl, apiKey: apiKey ?? 'not-needed', model: own?.model ?? cfg.model ?? DEFAULT_MODEL };
}
