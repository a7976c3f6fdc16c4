import { resolve } from 'node:path';
import pg from 'pg';

/**
 * The test suite's own embedded PostgreSQL cluster, when no server is given (TEST_DATABASE_URL)
 * and no Docker engine runs: the platform's embedded server (@trilha/db/embedded), in a fixed
 * folder so that its cluster is made once and a run killed midway is cleaned up by the next.
 * Thrown-away data: no fsync; loopback logins by name (the tests log in as the app role).
 */
export const TEST_CLUSTER_DIR = resolve(import.meta.dirname, '..', '..', '.data', 'test-postgres');

export async function startTestCluster(dataDir = TEST_CLUSTER_DIR) {
  const { startEmbeddedPostgres } = await import('@trilha/db/embedded');
  // Each test file clones a database with pools of 5 + 5, in parallel workers, next to the
  // end-to-end platform's pools: more than a stock server's 100.
  const server = await startEmbeddedPostgres({ dataDir, durability: 'none', trustLocalLogins: true, maxConnections: 300 });
  await dropLeftovers(server.url);
  return server;
}

/** The cluster is this run's alone: databases left by an interrupted run (templates, clones) go. */
async function dropLeftovers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT datname AS name FROM pg_database WHERE datname NOT IN ('postgres', 'template0', 'template1')",
    );
    for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
