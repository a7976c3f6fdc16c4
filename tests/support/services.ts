import { execSync } from 'node:child_process';

/**
 * Where the test services are: URLs from the environment (CI and this machine), else
 * testcontainers when a Docker engine answers, else PostgreSQL from the embedded server (the
 * platform's own default, embedded-server.ts) and no Redis (Redis-backed tests then skip).
 */
export type TestServices = { postgresAdminUrl: string; redisUrl: string | null };

const dockerAvailable = (): boolean => {
  try {
    execSync('docker info', { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
};

export async function resolveServices(): Promise<{ services: TestServices; stop: () => Promise<void> }> {
  let postgresAdminUrl: string | null = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
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
  if (!postgresAdminUrl) {
    const { startTestCluster } = await import('./embedded-server.ts');
    const server = await startTestCluster();
    stops.push(() => server.stop());
    postgresAdminUrl = server.url;
  }
  return { services: { postgresAdminUrl, redisUrl }, stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}
