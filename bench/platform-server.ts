// Fork target of bench/embedded-db.bench.ts: the one-process platform as `pnpm start` runs it
// (seeded demo tenant, no web), in a process of its own so that the load generator does not share
// its event loop. argv[2]: `embedded` (no DATABASE_URL: the embedded server under a fresh DATA_DIR)
// or a PostgreSQL URL. Sends { apiUrl, startMs } once it serves; stops on SIGTERM.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPlatform } from '../scripts/platform.ts';

const target = process.argv[2] ?? 'embedded';
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'trilha-bench-db-'));
chmodSync(dataDir, 0o755); // the embedded server's system user (as root) keeps its cluster in here
const t0 = performance.now();
const platform = await startPlatform({
  databaseUrl: target === 'embedded' ? undefined : target,
  dataDir,
  storageDir: join(dataDir, 'storage'),
  seed: true,
  web: false,
  apiPort: 0,
  realtimePort: 0,
  host: '127.0.0.1',
  logLevel: 'silent',
});
process.send!({ apiUrl: platform.apiUrl, startMs: Math.round(performance.now() - t0) });
process.once('SIGTERM', async () => {
  await platform.stop();
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
