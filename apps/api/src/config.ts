import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseStorageEnv, storageEnvSchema } from '@trilha/storage';
import { HSTS_DEFAULT_MAX_AGE } from '@trilha/shared/web-security';
import { DATABASE_TIMEOUTS, type DatabaseTimeouts } from '@trilha/db';

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
  /**
   * How long a new database connection may take (TCP, start-up, authentication), and how long a
   * statement may wait without a byte of answer before its connection is dropped; 0 turns either
   * off. They bound a request's wait on a PostgreSQL that answers nothing (a network partition):
   * 503 DATABASE_UNAVAILABLE instead of the operating system's TCP time-out (docs/operations.md
   * "Faults"). Not the wait for a free pooled connection: a busy pool only queues.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DATABASE_TIMEOUTS.api.connectMs),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(DATABASE_TIMEOUTS.api.queryMs),
  REDIS_URL: z.string().optional(),
  /** Pub/sub key prefix of the realtime servers this API publishes to (their REALTIME_REDIS_KEY). */
  REALTIME_REDIS_KEY: z.string().default('socket.io'),
  TRUSTED_PROXIES: trustedProxiesSchema,
  /** Web origin of a tenant; {tenant} is replaced by its sub-domain. Used in e-mailed links. */
  WEB_URL_TEMPLATE: z.string().default('http://{tenant}.localhost:8080'),
  /**
   * This API's public origin for a tenant ({tenant}: its sub-domain), as people and outside
   * verifiers reach it: the Open Badges issuer profile and JWKS live there (docs/gamification.md
   * "Public pages"). Default: this API's own port. The worker reads the same variable.
   */
  API_URL_TEMPLATE: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  /** STORAGE_DRIVER (local | s3), STORAGE_DIR, S3_*: one schema for every process (@trilha/storage from-env.ts). */
  ...storageEnvSchema.shape,
  /**
   * Strict-Transport-Security max-age in seconds on answers to https requests (docs/security.md
   * "Security headers"); 0 sends none. The web server (scripts/serve-web.ts) reads the same variable.
   */
  HSTS_MAX_AGE: z.preprocess(
    (v) => (v === '' ? undefined : v), // compose passes an unset variable through as ''
    z.coerce.number().int().min(0).default(HSTS_DEFAULT_MAX_AGE),
  ),
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
  /** SCORM packages (docs/learning-content.md "SCORM"): the largest .zip accepted, in bytes (default 300 MiB). */
  SCORM_MAX_PACKAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(300 * 1024 * 1024),
  /** Zip-bomb guards, counted while inflating: total inflated bytes (default 1 GiB) … */
  SCORM_MAX_UNCOMPRESSED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** … number of entries … */
  SCORM_MAX_ENTRIES: z.coerce.number().int().positive().default(10_000),
  /** … and inflated/compressed ratio of one entry (checked once it passes 1 MiB inflated). */
  SCORM_MAX_RATIO: z.coerce.number().positive().default(200),
  /**
   * Origin the package files and the player page are served from, {tenant} replaced by the
   * tenant's sub-domain. It must differ from the web client's origin (WEB_URL_TEMPLATE), so a
   * package's scripts cannot read the app's token. Default: the origin the launch request
   * reached this API on (its own, which differs from the web client's by default).
   */
  SCORM_CONTENT_URL: z.string().optional(),
  /**
   * POST /broadcasting/auth signs its answer for Pusher-protocol clients (Laravel Echo) as that
   * protocol defines: `<key>:<HMAC-SHA256(secret, "<socket_id>:<channel>")>`. A Pusher-protocol
   * server in front of the sockets checks it with the same pair. Without a secret, one is drawn at
   * start (the answer still says allowed or refused; no outside server can check the signature).
   */
  BROADCAST_KEY: z.string().min(1).default('trilha'),
  BROADCAST_SECRET: z.string().min(16).optional(),
  /**
   * Encrypts each company's Open Badges signing key at rest (docs/gamification.md "Credentials"):
   * any long random string (an AES-256 key is derived from it). Set it in production and keep it:
   * without it one is drawn at start, and keys stored under another secret are replaced by new ones
   * on their next use (credentials already issued still verify: public keys are kept).
   */
  BADGE_KEYS_SECRET: z.string().min(32).optional(),
  /**
   * Seals each company's model API key at rest (AES-256-GCM, docs/ai.md): any long random string,
   * the same in the API (which seals) and the worker (which opens). Without it a company cannot
   * store a key (PUT /ai/settings answers 409) and the platform's OPENAI_API_KEY is used.
   */
  AI_KEYS_SECRET: z.string().min(32).optional(),
});
export type ApiConfig = Omit<
  z.infer<typeof envSchema>,
  'STORAGE_PUBLIC_URL' | 'BROADCAST_SECRET' | 'BADGE_KEYS_SECRET' | 'API_URL_TEMPLATE'
> & {
  API_URL_TEMPLATE: string;
  STORAGE_PUBLIC_URL: string;
  BROADCAST_SECRET: string;
  BADGE_KEYS_SECRET: string;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ApiConfig => {
  // An empty variable is an unset one: compose passes `${AI_KEYS_SECRET:-}` as '' when the operator sets nothing.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const c = envSchema.parse(set);
  parseStorageEnv(set); // what the schema alone cannot say (S3_BUCKET with STORAGE_DRIVER=s3…)
  const config = {
    ...c,
    // Empty means unset: compose passes an unset variable through as '' (docker-compose.yml).
    STORAGE_PUBLIC_URL: c.STORAGE_PUBLIC_URL || `http://{tenant}.localhost:${c.API_PORT}/storage`,
    API_URL_TEMPLATE: (c.API_URL_TEMPLATE || `http://{tenant}.localhost:${c.API_PORT}`).replace(/\/+$/, ''),
    SCORM_CONTENT_URL: c.SCORM_CONTENT_URL?.replace(/\/+$/, ''),
    BROADCAST_SECRET: c.BROADCAST_SECRET ?? randomBytes(32).toString('hex'),
    BADGE_KEYS_SECRET: c.BADGE_KEYS_SECRET ?? randomBytes(32).toString('hex'),
  };
  // Packages run their own scripts: on the web client's origin they could read its token.
  if (config.SCORM_CONTENT_URL && originOf(config.SCORM_CONTENT_URL) === originOf(config.WEB_URL_TEMPLATE))
    throw new Error('SCORM_CONTENT_URL must be on another origin than WEB_URL_TEMPLATE (docs/security.md, "SCORM packages")');
  return config;
};

/** The API's database time-outs, for its pools (createPrismaClient, createTenantDb). */
export const databaseTimeouts = (c: ApiConfig): DatabaseTimeouts => ({
  connectMs: c.DATABASE_CONNECT_TIMEOUT_MS,
  queryMs: c.DATABASE_QUERY_TIMEOUT_MS,
});

export const tenantWebOrigin = (template: string, tenant: string): string => template.replaceAll('{tenant}', tenant);

/** scheme://host:port of a URL template ({tenant} kept as it is), for comparing origins. */
export const originOf = (template: string): string => {
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]+)/i.exec(template.replaceAll('{tenant}', 'tenant'));
  return (m?.[1] ?? template).toLowerCase().replace(/^(http:\/\/[^/]+):80$|^(https:\/\/[^/]+):443$/, '$1$2');
};
