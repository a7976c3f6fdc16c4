import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

describe('GET /storage/*', () => {
  it('serves public uploads only: a private file (material, package) is 404 there, whoever asks', async () => {
    const pub = 'public/avatars/00000000-0000-4000-8000-000000000001.png';
    const priv = `private/c${t.demo.company.id}/files/00000000-0000-4000-8000-000000000002.pdf`;
    for (const key of [pub, priv]) {
      await mkdir(dirname(join(t.storageDir, key)), { recursive: true });
      await writeFile(join(t.storageDir, key), '%PDF-1.4 test');
    }
    const served = await t.api.get(`/storage/${pub}`).expect(200);
    // The web client's <img> on another origin loads it; it runs nothing (docs/security.md "Security headers").
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const refused = await t.api.get(`/storage/${priv}`).expect(404);
    expect(refused.body.code).toBe('NOT_FOUND');
    // Not even for a signed-in member of the tenant: private files go through routes that check access.
    const u = await t.create.user(t.demo);
    await t.as(u).get(`/storage/${priv}`).expect(404);
    await t.api.get(`/storage/private/c${t.demo.company.id}/../public/x.png`).expect(404);
  });
});
