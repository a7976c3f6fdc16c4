// `tsx scripts/test-postgres.ts URL_FILE`: the test suite's embedded PostgreSQL for a whole
// `pnpm test` run on a machine with no PostgreSQL server (scripts/test.sh starts it in the
// background when TEST_DATABASE_URL is unset and nothing answers on 127.0.0.1:5432). Writes the
// server's URL to URL_FILE once it accepts connections; stops the server on SIGTERM/SIGINT.
import { writeFileSync } from 'node:fs';
import { startTestCluster } from '../tests/support/embedded-server.ts';

const urlFile = process.argv[2];
if (!urlFile) {
  console.error('usage: tsx scripts/test-postgres.ts URL_FILE');
  process.exit(2);
}
const server = await startTestCluster();
writeFileSync(urlFile, server.url);
console.log(`test PostgreSQL: ${server.version.split(' on ')[0]} on port ${server.port} (${server.pgdata})`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
