import { sealApiKey } from '@trilha/shared/ai-secret';
import type { AiSettings, UpdateAiSettingsBody } from '@trilha/shared/ai';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

const select = { baseUrl: true, model: true, apiKeySealed: true } as const;
const present = (r: { baseUrl: string | null; model: string | null; apiKeySealed: string | null } | null): AiSettings => ({
  base_url: r?.baseUrl ?? null,
  model: r?.model ?? null,
  has_api_key: Boolean(r?.apiKeySealed),
});

/** GET /ai/settings: the company's own endpoint (null fields: the platform's is used). Never the key. */
export async function getAiSettings(deps: Pick<AppDeps, 'db'>): Promise<AiSettings> {
  return present(await deps.db.aiSettings.findFirst({ select }));
}

/**
 * PUT /ai/settings: the key is sealed (AES-256-GCM, AI_KEYS_SECRET and the company id) before it
 * touches the database; without the secret a key cannot be stored (409), the rest can.
 */
export async function updateAiSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenant: Tenant,
  body: UpdateAiSettingsBody,
): Promise<AiSettings> {
  const data: { baseUrl?: string | null; model?: string | null; apiKeySealed?: string | null } = {};
  if (body.base_url !== undefined) data.baseUrl = body.base_url;
  if (body.model !== undefined) data.model = body.model;
  if (body.api_key !== undefined) {
    if (body.api_key !== null && !deps.config.AI_KEYS_SECRET) throw appError('AI_SECRET_MISSING');
    data.apiKeySealed = body.api_key === null ? null : sealApiKey(deps.config.AI_KEYS_SECRET!, tenant.companyId, body.api_key);
  }
  const row = await deps.db.aiSettings.upsert({
    where: { companyId: tenant.companyId },
    create: data as never,
    update: data,
    select,
  });
  return present(row);
}
