// Usage: DATABASE_URL=... tsx src/seed/cli.ts — migrates first, then seeds the demo (idempotent).
import { resolve } from 'node:path';
import { createPrismaClient } from '../client.ts';
import { DEFAULT_DATABASE_URL, migrateDatabase } from '../migrate/index.ts';
import { createStorageFromEnv, parseStorageEnv } from '@trilha/storage';
import { DEMO_USERS, seedDemo } from './index.ts';

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;

async function main(): Promise<void> {
  await migrateDatabase(url);
  const db = createPrismaClient(url, { max: 4 });
  try {
    const started = Date.now();
    const existed = await db.consumer.findUnique({ where: { domain: 'demo' }, select: { id: true } });
    // The API's STORAGE_DIR is relative to its working directory; `pnpm db:seed` runs this in prisma/,
    // so resolve from where pnpm was invoked (INIT_CWD), as a standalone `node seed.js` does from its own.
    // With STORAGE_DRIVER=s3 the files go to the bucket (the same S3_* variables as the API's).
    const env = parseStorageEnv(process.env);
    await seedDemo(db, {
      storage: createStorageFromEnv(env, {
        dir: resolve(process.env.INIT_CWD ?? process.cwd(), env.STORAGE_DIR),
        publicUrlTemplate: process.env.STORAGE_PUBLIC_URL ?? 'http://{tenant}.localhost/storage',
      }),
    });
    console.log(existed ? 'Demo data already present: nothing to do.' : `Demo data seeded in ${Date.now() - started} ms.`);
    console.log(`Logins (password ${DEMO_USERS[0]?.password}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
