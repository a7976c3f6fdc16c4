// The platform as the fault tests start it (tests/platform/faults/): seeded, without the web
// server, on free ports of 127.0.0.1, its files in the test's folder, its log (warnings and up)
// into the test's collector so that an "unhandled error" fails the test. Only where its database
// and Redis are differs from one fault to the next.
import { join } from 'node:path';
import { startPlatform, type Platform, type PlatformOptions } from '../../scripts/platform.ts';

export function startFaultPlatform(o: {
  databaseUrl: string;
  redisUrl?: string;
  dir: string;
  logStream: NonNullable<PlatformOptions['logStream']>;
}): Promise<Platform> {
  return startPlatform({
    databaseUrl: o.databaseUrl,
    ...(o.redisUrl ? { redisUrl: o.redisUrl } : {}),
    storageDir: join(o.dir, 'storage'),
    dataDir: o.dir,
    seed: true,
    web: false,
    apiPort: 0,
    realtimePort: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    logStream: o.logStream,
  });
}
