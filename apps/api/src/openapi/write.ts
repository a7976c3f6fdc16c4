import { writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrismaClient, createTenantDb } from '@trilha/db';
import { buildApi } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * `pnpm openapi [--check]`: writes docs/openapi.json from the route schemas (no database is
 * contacted: the client connects lazily). --check fails when the committed file is stale.
 */
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');
const db = createPrismaClient('postgresql://openapi@127.0.0.1:1/none');
const tenantDb = createTenantDb({ url: 'postgresql://openapi@127.0.0.1:1/none' });
const app = await buildApi({ config: loadConfig({}), db, tenantDb, jobs: { enqueue: async () => {} }, logger: false });
await app.ready();
const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();

if (process.argv.includes('--check')) {
  const { readFileSync, existsSync } = await import('node:fs');
  if (!existsSync(out) || readFileSync(out, 'utf8') !== doc) {
    console.error('docs/openapi.json is stale: run `pnpm openapi` and commit it.');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date.');
} else {
  writeFileSync(out, doc);
  console.log(`wrote ${out}`);
}
