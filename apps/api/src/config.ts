import { z } from 'zod';

/** Every environment variable the API reads, with its default (README "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().default(3333),
  DATABASE_URL: z.string().optional(),
  /**
   * The app role's connection (trilha_app, subject to row-level security) for tenant queries;
   * without it the API connects with DATABASE_URL and switches to that role (docs/data-model.md).
   */
  DATABASE_APP_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Web origin of a tenant; {tenant} is replaced by its sub-domain. Used in e-mailed links. */
  WEB_URL_TEMPLATE: z.string().default('http://{tenant}.localhost:8080'),
  LOG_LEVEL: z.string().default('info'),
  /** Local disk storage of uploads (avatars, tenant logos); see apps/api/src/storage. */
  STORAGE_DIR: z.string().default('.data/storage'),
  /**
   * Public base URL of stored files; {tenant} is replaced by the uploading tenant's sub-domain.
   * Default: this API's own port, so a second instance's upload links point at itself.
   */
  STORAGE_PUBLIC_URL: z.string().optional(),
});
export type ApiConfig = Omit<z.infer<typeof envSchema>, 'STORAGE_PUBLIC_URL'> & { STORAGE_PUBLIC_URL: string };

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ApiConfig => {
  const c = envSchema.parse(env);
  return { ...c, STORAGE_PUBLIC_URL: c.STORAGE_PUBLIC_URL ?? `http://{tenant}.localhost:${c.API_PORT}/storage` };
};

export const tenantWebOrigin = (template: string, tenant: string): string => template.replaceAll('{tenant}', tenant);
