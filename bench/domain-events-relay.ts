// Fork target of bench/domain-events.bench.ts: one relay in a process of its own, so that the
// bench can kill it with SIGKILL mid-flow. argv[2]: the database URL.
import { benchClients, benchRelay } from './domain-events-subscriber.ts';

const { db, tenantDb } = benchClients(process.argv[2]!);
benchRelay(db, tenantDb);
process.send!('ready');
setInterval(() => {}, 1 << 30);
