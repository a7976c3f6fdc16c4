import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted in TRUSTED_PROXIES as they are. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * TRUSTED_PROXIES: the reverse proxies / load balancers whose X-Forwarded-For is believed,
 * comma-separated addresses or CIDR ranges. Empty (the default): nobody's, the client address is
 * the connection's peer. A proxy not listed cannot make a client look like many addresses.
 */
const trustedProxiesSchema = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    for (const e of entries)
      if (!isProxyEntry(e)) ctx.addIssue({ code: 'custom', message: `TRUSTED_PROXIES: "${e}" is not an address or CIDR range` });
  });

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
  /** Pub/sub key prefix of the realtime servers this API publishes to (their REALTIME_REDIS_KEY). */
  REALTIME_REDIS_KEY: z.string().default('socket.io'),
  TRUSTED_PROXIES: trustedProxiesSchema,
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
  /**
   * Largest material upload (an item's file, audio, SCORM package; each file of an import), in
   * bytes. Default 512 MiB. Uploads are streamed to storage, so memory does not grow with it
   * (docs/learning-content.md "Materials and items"). Below 2 GiB (files.size is an int4).
   */
  MATERIAL_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 * 1024 ** 3 - 1)
    .default(512 * 1024 ** 2),
});
export type ApiConfig = Omit<z.infer<typeof envSchema>, 'STORAGE_PUBLIC_URL'> & { STORAGE_PUBLIC_URL: string };

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ApiConfig => {
  const c = envSchema.parse(env);
  return { ...c, STORAGE_PUBLIC_URL: c.STORAGE_PUBLIC_URL ?? `http://{tenant}.localhost:${c.API_PORT}/storage` };
};

export const tenantWebOrigin = (template: string, tenant: string): string => template.replaceAll('{tenant}', tenant);
