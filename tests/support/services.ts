import { execSync } from 'node:child_process';

/**
 * Where the test services are: URLs from the environment (CI and this machine), else
 * testcontainers when a Docker engine answers, else none (Redis-backed tests then skip and
 * PostgreSQL falls back to the embedded PGlite server).
 */
export type TestServices = { postgresAdminUrl: string | null; redisUrl: string | null };

const dockerAvailable = (): boolean => {
  try {
    execSync('docker info', { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
};

export async function resolveServices(): Promise<{ services: TestServices; stop: () => Promise<void> }> {
  let postgresAdminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
  let redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? null;
  const stops: (() => Promise<unknown>)[] = [];
  if ((!postgresAdminUrl || !redisUrl) && dockerAvailable()) {
    if (!postgresAdminUrl) {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const pg = await new PostgreSqlContainer('postgres:16-alpine').start();
      stops.push(() => pg.stop());
      postgresAdminUrl = pg.getConnectionUri();
    }
    if (!redisUrl) {
      const { RedisContainer } = await import('@testcontainers/redis');
      const redis = await new RedisContainer('redis:7-alpine').start();
      stops.push(() => redis.stop());
      redisUrl = redis.getConnectionUrl();
    }
  }
  return { services: { postgresAdminUrl, redisUrl }, stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}
