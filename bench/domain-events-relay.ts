// Fork target of bench/domain-events.bench.ts: one relay in a process of its own, so that the
// bench can kill it with SIGKILL mid-flow. argv[2]: the database URL.
import { benchClients, benchRelay } from './domain-events-subscriber.ts';

const { db, tenantDb } = benchClients(process.argv[2]!);
// BENCH_RELAY_* tune the relay (comparing settings in one run).
const num = (v: string | undefined) => (v ? Number(v) : undefined);
benchRelay(db, tenantDb, {
  perTransaction: num(process.env.BENCH_RELAY_PER_TX),
  concurrency: num(process.env.BENCH_RELAY_CONCURRENCY),
  batch: num(process.env.BENCH_RELAY_BATCH),
});
process.send!('ready');
setInterval(() => {}, 1 << 30);
