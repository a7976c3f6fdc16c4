import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '@trilha/jobs/types';
import { JOB_DEFS } from '@trilha/shared/jobs';
import { STORAGE_PARTIAL_MAX_AGE_MS } from '@trilha/shared/storage';
import { createLocalDiskStorage, createS3Storage, type FileStorage } from '@trilha/storage';
import { domainJobHandlers } from '@trilha/worker/jobs/index';

// Only what the storage handlers read; the others' dependencies are not touched when handlers are made.
const deps = (storage: FileStorage) => ({
  storage,
  logger: silentLogger,
  mailer: {} as never,
  emitter: {} as never,
  links: { webUrlTemplate: 'http://{tenant}.localhost:8080', apiUrlTemplate: 'http://{tenant}.localhost:3333' },
});

// The worker's storage.sweep-partials: repeats by itself, and removes the `.part` files of uploads
// whose process died mid-write once older than a day (the driver's sweep: storage-contract.test.ts).
describe('storage.sweep-partials', () => {
  it('repeats every 6 hours, is handled for local disk only, and removes a day-old half upload', async () => {
    expect(JOB_DEFS['storage.sweep-partials'].repeat).toEqual({ everyMs: 6 * 3600_000 });
    const root = await mkdtemp(join(tmpdir(), 'trilha-sweep-job-'));
    const s3 = createS3Storage({ region: 'us-east-1', bucket: 'b', publicUrlTemplate: 'http://{tenant}.localhost/storage' });
    try {
      const storage = createLocalDiskStorage({ dir: root, publicUrlTemplate: 'http://{tenant}.localhost/storage' });
      const handlers = domainJobHandlers(deps(storage));
      expect(domainJobHandlers(deps(s3))['storage.sweep-partials']).toBeUndefined();
      const folder = join(root, 'private/c1/reports');
      await mkdir(folder, { recursive: true });
      const dead = join(folder, `logs.pdf.${randomUUID()}.part`);
      const young = join(folder, `logs.pdf.${randomUUID()}.part`);
      await writeFile(dead, '%PDF-1.4 meio');
      await writeFile(young, '%PDF-1.4 meio');
      const old = new Date(Date.now() - STORAGE_PARTIAL_MAX_AGE_MS - 60_000);
      await utimes(dead, old, old);

      await handlers['storage.sweep-partials']!(
        {},
        { id: '1', name: 'storage.sweep-partials', attempt: 1, rerun: false, logger: silentLogger },
      );
      expect(await readdir(folder)).toEqual([young.slice(folder.length + 1)]);
    } finally {
      s3.client.destroy();
      await rm(root, { recursive: true, force: true });
    }
  });
});
