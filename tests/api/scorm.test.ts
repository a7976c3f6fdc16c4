import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@trilha/api';
import { inspectScormZipFile } from '../../apps/api/src/domains/scorm/package/stored-package.ts';
import type { AppDeps } from '../../apps/api/src/deps.ts';
import { setupApiTest } from '../support/fixture.ts';
import type { TestUser } from '../support/factories/index.ts';
import { buildZip, scormPackage } from '../support/zip-builder.ts';
import { storedFiles } from '../support/factories/materials.ts';
import { startTestApi } from '../support/api.ts';

const t = setupApiTest();

/** What the macOS Finder adds to a zip: AppleDouble resource forks under __MACOSX and .DS_Store files. */
const macMetadata = () => {
  const appleDouble = Buffer.concat([Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]), Buffer.alloc(74, 0)]);
  return [
    { name: '__MACOSX/', data: '' },
    { name: '__MACOSX/._imsmanifest.xml', data: appleDouble },
    { name: '__MACOSX/content/', data: '' },
    { name: '__MACOSX/content/._index.html', data: appleDouble },
    { name: '.DS_Store', data: Buffer.from([0, 0, 0, 1, 66, 117, 100, 49, 0, 0]) },
    { name: 'content/.DS_Store', data: Buffer.from([0, 0, 0, 1, 66, 117, 100, 49, 0, 0]) },
    { name: 'content/._sco.js', data: appleDouble },
  ];
};

// ---------------------------------------------------------------------------------------------
// Package checks: the function the upload runs on the received .zip (the upload route's own
// refusals, with nothing stored, are tested with the material item routes below).
// ---------------------------------------------------------------------------------------------
describe('SCORM package checks', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'scorm-pkg-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const deps = (env: Record<string, string> = {}) =>
    ({ config: loadConfig({ WEB_URL_TEMPLATE: 'http://{tenant}.localhost:8080', ...env }) }) as AppDeps;
  let n = 0;
  const inspect = async (zip: Buffer, env?: Record<string, string>) => {
    const path = join(dir, `p${n++}.zip`);
    await writeFile(path, zip);
    return inspectScormZipFile(deps(env), path);
  };
  const refusal = async (zip: Buffer, env?: Record<string, string>) => {
    const err = await inspect(zip, env).then(
      () => null,
      (e: unknown) => e as { code: string; message: string; status: number },
    );
    expect(err, 'the package should have been refused').not.toBeNull();
    return { code: err!.code, message: err!.message, status: err!.status };
  };
  const manifestOnly = (href = 'index.html') =>
    `<manifest><metadata><schemaversion>1.2</schemaversion></metadata><organizations default="o"><organization identifier="o"><item identifier="i" identifierref="r"/></organization></organizations><resources><resource identifier="r" scormtype="sco" href="${href}"/></resources></manifest>`;

  it('reads a SCORM 1.2 package: edition, first SCO of the default organization, title', async () => {
    expect(await inspect(scormPackage('1.2'))).toMatchObject({
      version: '1.2',
      entryPoint: 'content/index.html',
      title: 'Curso de teste 1.2',
      entries: 6,
    });
  });

  it('reads a SCORM 2004 package (nested items, scormType)', async () => {
    expect(await inspect(scormPackage('2004'))).toMatchObject({ version: '2004', entryPoint: 'content/index.html' });
  });

  it('tells the edition from the namespaces when schemaversion is missing, and keeps a launch query', async () => {
    const xml = `<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"><organizations default="o"><organization identifier="o"><item identifier="i" identifierref="r" parameters="?aula=1"/></organization></organizations><resources><resource identifier="r" adlcp:scormType="sco" href="a%20b.html?x=2"/></resources></manifest>`;
    const info = await inspect(
      buildZip([
        { name: 'imsmanifest.xml', data: xml },
        { name: 'a b.html', data: 'oi' },
      ]),
    );
    expect(info).toMatchObject({ version: '2004', entryPoint: 'a%20b.html?x=2&aula=1' });
  });

  it.each([
    ['../ in a name', '../evil.html'],
    ['../ deeper in a name', 'content/../../evil.html'],
    ['an absolute path', '/etc/evil.html'],
    ['a backslash', 'content\\..\\..\\evil.html'],
    ['a backslash, even without ..', 'content\\evil.html'],
    ['a drive letter', 'C:/evil.html'],
  ])('refuses a package with %s (path traversal)', async (_what, name) => {
    const zip = buildZip([
      { name: 'imsmanifest.xml', data: manifestOnly() },
      { name: 'index.html', data: 'ok' },
      { name, data: 'x' },
    ]);
    expect(await refusal(zip)).toMatchObject({ code: 'SCORM_UNSAFE_PATH', status: 422 });
  });

  it('skips the macOS metadata of a Finder-made zip (__MACOSX, ._ files, .DS_Store): not counted, not read', async () => {
    const zip = scormPackage('1.2', { extra: macMetadata() });
    // Seven metadata entries and six real ones, under a limit of eight entries.
    expect(await inspect(zip, { SCORM_MAX_ENTRIES: '8' })).toMatchObject({ version: '1.2', entries: 6 });
    // A metadata entry is not inflated: a bomb there costs nothing.
    const bomb = scormPackage('1.2', { extra: [{ name: '__MACOSX/._bomb', data: Buffer.alloc(20 * 1024 * 1024) }] });
    expect(await inspect(bomb)).toMatchObject({ entries: 6 });
    // Still no way out of the folder, and no unbounded directory of them.
    const escape = scormPackage('1.2', { extra: [{ name: '__MACOSX/../../._evil', data: 'x' }] });
    expect(await refusal(escape)).toMatchObject({ code: 'SCORM_UNSAFE_PATH' });
    const flood = scormPackage('1.2', { extra: Array.from({ length: 12 }, (_, i) => ({ name: `._f${i}`, data: 'x' })) });
    expect(await refusal(flood, { SCORM_MAX_ENTRIES: '10' })).toMatchObject({ code: 'SCORM_TOO_MANY_ENTRIES' });
    // Other dot-files are still refused.
    const hidden = scormPackage('1.2', { extra: [{ name: 'content/.htaccess', data: 'x' }] });
    expect(await refusal(hidden)).toMatchObject({ code: 'SCORM_UNSUPPORTED_NAME' });
  });

  it('refuses a zip bomb: one entry inflating far beyond its compressed size', async () => {
    const zip = buildZip([
      { name: 'imsmanifest.xml', data: manifestOnly() },
      { name: 'index.html', data: 'ok' },
      { name: 'bomb.bin', data: Buffer.alloc(20 * 1024 * 1024) },
    ]);
    expect(zip.length).toBeLessThan(100_000);
    expect(await refusal(zip)).toMatchObject({ code: 'SCORM_SUSPICIOUS_COMPRESSION', status: 422 });
  });

  it('refuses a zip whose headers lie about the inflated size (counted while inflating)', async () => {
    const zip = buildZip([
      { name: 'imsmanifest.xml', data: manifestOnly() },
      { name: 'index.html', data: 'ok' },
      { name: 'liar.bin', data: Buffer.alloc(4 * 1024 * 1024, 7), claimedSize: 10 },
    ]);
    expect(await refusal(zip, { SCORM_MAX_RATIO: '100000' })).toMatchObject({ code: 'SCORM_SUSPICIOUS_COMPRESSION' });
  });

  it('refuses a package inflating past the total limit, even at innocent ratios', async () => {
    const random = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251));
    const zip = buildZip([
      { name: 'imsmanifest.xml', data: manifestOnly() },
      { name: 'index.html', data: 'ok' },
      { name: 'a.bin', data: random, store: true },
      { name: 'b.bin', data: random, store: true },
    ]);
    const r = await refusal(zip, { SCORM_MAX_UNCOMPRESSED_BYTES: String(500_000) });
    expect(r).toMatchObject({ code: 'SCORM_TOO_LARGE_UNCOMPRESSED' });
    expect(r.message).toContain('488.3 KB');
  });

  it('refuses too many entries', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }));
    const zip = buildZip([{ name: 'imsmanifest.xml', data: manifestOnly() }, { name: 'index.html', data: 'ok' }, ...many]);
    const r = await refusal(zip, { SCORM_MAX_ENTRIES: '20' });
    expect(r).toMatchObject({ code: 'SCORM_TOO_MANY_ENTRIES' });
    expect(r.message).toContain('limite de 20');
  });

  it('refuses an oversized package (configurable limit)', async () => {
    const r = await refusal(scormPackage('1.2'), { SCORM_MAX_PACKAGE_BYTES: '1000' });
    expect(r).toMatchObject({ code: 'SCORM_TOO_LARGE', status: 413 });
    expect(r.message).toBe('Pacote SCORM muito grande: o limite é de 1 KB');
  });

  it('refuses a package without imsmanifest.xml at the root', async () => {
    const zip = buildZip([
      { name: 'curso/imsmanifest.xml', data: manifestOnly() },
      { name: 'index.html', data: 'ok' },
    ]);
    expect(await refusal(zip)).toMatchObject({
      code: 'SCORM_MANIFEST_MISSING',
      message: 'Pacote SCORM inválido: o arquivo imsmanifest.xml não está na raiz do .zip',
    });
  });

  it('refuses an unparsable manifest, and one whose SCO page is not in the package', async () => {
    const broken = buildZip([
      { name: 'imsmanifest.xml', data: '<manifest><organizations>' },
      { name: 'index.html', data: 'ok' },
    ]);
    expect(await refusal(broken)).toMatchObject({ code: 'SCORM_MANIFEST_INVALID' });
    const noPage = buildZip([
      { name: 'imsmanifest.xml', data: manifestOnly('missing.html') },
      { name: 'index.html', data: 'ok' },
    ]);
    expect(await refusal(noPage)).toMatchObject({ code: 'SCORM_NO_LAUNCHABLE_SCO' });
  });

  it('refuses what is not a zip', async () => {
    expect(await refusal(Buffer.from('%PDF-1.4 not a zip at all'))).toMatchObject({ code: 'SCORM_NOT_ZIP' });
  });
});

// ---------------------------------------------------------------------------------------------
// The upload: POST /material-items (type scorm) runs the same checks on the stored .zip.
// ---------------------------------------------------------------------------------------------
describe('POST /material-items with a SCORM package', () => {
  const TABLES = ['material_items', 'files', 'material_item_settings'];
  const course = async () => {
    const d = await t.create.discipline(t.demo);
    const material = await t.create.material(t.demo, d.id);
    return { disciplineId: d.id, materialId: material.id };
  };
  const upload = (api: { post(path: string): import('supertest').Test }, materialId: number, zip: Buffer) =>
    api
      .post('/material-items')
      .field('material_id', String(materialId))
      .field('type', 'scorm')
      .field('title', 'Pacote')
      .attach('file', zip, 'pacote.zip');

  it('accepts a 1.2 and a 2004 package: entry point on the item, edition kept at first launch', async () => {
    const c = await course();
    for (const version of ['1.2', '2004'] as const) {
      const res = await upload(t.as(t.manager), c.materialId, scormPackage(version)).expect(201);
      expect(res.body.data).toMatchObject({ type: 'scorm', scorm: { entry_point: 'content/index.html' } });
      const launch = await t.as(t.manager).post(`/scorm/${res.body.data.id}/launch`).expect(200);
      expect(launch.body.data).toMatchObject({ version, entry_point: 'content/index.html', title: 'Pacote' });
      const settings = await t.db.materialItemSettings.findFirst({ where: { materialItemId: res.body.data.id } });
      expect(settings?.extra).toMatchObject({ scorm_version: version });
    }
  });

  it('accepts a package zipped on a Mac and plays it without the metadata entries', async () => {
    const c = await course();
    const res = await upload(t.as(t.manager), c.materialId, scormPackage('1.2', { extra: macMetadata() })).expect(201);
    const itemId = res.body.data.id;
    const student = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, c.disciplineId, student.id);
    const launch = await t.as(student).post(`/scorm/${itemId}/launch`).expect(200);
    const token = new URL(launch.body.data.launch_url).pathname.split('/').pop();
    const page = await t.api.get(`/scorm/${itemId}/content/${token}/content/index.html`).set('host', t.demo.host).expect(200);
    expect(page.text).toContain('Aula SCORM 1.2');
    await t.api.get(`/scorm/${itemId}/content/${token}/content/.DS_Store`).set('host', t.demo.host).expect(404);
    const stored = (await storedFiles(t.storageDir)).join('\n');
    expect(stored).toContain('content/index.html');
    expect(stored).not.toMatch(/__MACOSX|\.DS_Store|\/\._/);
  });

  it.each([
    [
      '../ paths',
      buildZip([
        { name: 'imsmanifest.xml', data: '<manifest/>' },
        { name: '../../evil.js', data: 'x' },
      ]),
      'SCORM_UNSAFE_PATH',
    ],
    [
      'absolute paths',
      buildZip([
        { name: 'imsmanifest.xml', data: '<manifest/>' },
        { name: '/tmp/evil.js', data: 'x' },
      ]),
      'SCORM_UNSAFE_PATH',
    ],
    [
      'a zip bomb',
      buildZip([
        { name: 'imsmanifest.xml', data: '<manifest/>' },
        { name: 'bomb.bin', data: Buffer.alloc(30 * 1024 * 1024) },
      ]),
      'SCORM_SUSPICIOUS_COMPRESSION',
    ],
    ['no manifest', buildZip([{ name: 'index.html', data: 'oi' }]), 'SCORM_MANIFEST_MISSING'],
    ['an unparsable manifest', buildZip([{ name: 'imsmanifest.xml', data: '<manifest><oops' }]), 'SCORM_MANIFEST_INVALID'],
  ])('refuses a package with %s: 422, nothing stored, nothing written', async (_what, zip, code) => {
    const c = await course();
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    const res = await upload(t.as(t.manager), c.materialId, zip).expect(422);
    expect(res.body).toMatchObject({ code, errors: { file: [res.body.message] } });
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });

  it('refuses too many entries and an oversized package (configured limits), nothing stored', async () => {
    const small = await startTestApi(
      { db: t.db, tenantDb: t.tenantDb },
      { env: { SCORM_MAX_PACKAGE_BYTES: '2000', SCORM_MAX_ENTRIES: '10' } },
    );
    try {
      const c = await course();
      const before = await t.rowCounts(TABLES);
      const api = {
        post: (path: string) =>
          request(small.app.server).post(path).set('host', t.demo.host).set('authorization', `Bearer ${t.manager.token}`),
      };
      const big = await upload(
        api,
        c.materialId,
        scormPackage('1.2', {
          extra: [{ name: 'pad.bin', data: Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)), store: true }],
        }),
      ).expect(413);
      expect(big.body).toMatchObject({ code: 'SCORM_TOO_LARGE', message: 'Pacote SCORM muito grande: o limite é de 2 KB' });
      const many = buildZip([
        { name: 'imsmanifest.xml', data: '<manifest/>' },
        ...Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' })),
      ]);
      expect((await upload(api, c.materialId, many).expect(422)).body.code).toBe('SCORM_TOO_MANY_ENTRIES');
      expect(await t.rowCounts(TABLES)).toEqual(before);
      expect(await storedFiles(small.storageDir)).toEqual([]);
    } finally {
      await small.close();
    }
    // The first API still checks its own uploads with its own storage and limits.
    const c = await course();
    await upload(t.as(t.manager), c.materialId, scormPackage('1.2')).expect(201);
  });
});

// ---------------------------------------------------------------------------------------------
// Launch, serving and run-time data.
// ---------------------------------------------------------------------------------------------
type Setup = { disciplineId: number; itemId: number; student: TestUser; key: string };
async function scormSetup(
  version: '1.2' | '2004' = '1.2',
  o: { siblings?: number; tenant?: typeof t.demo } = {},
): Promise<Setup> {
  const tenant = o.tenant ?? t.demo;
  const d = await t.create.discipline(tenant);
  const student = await t.create.user(tenant, { type: 'student' });
  await t.create.enroll(tenant, d.id, student.id);
  const { item, key } = await t.create.scormItem(tenant, {
    disciplineId: d.id,
    storageDir: t.storageDir,
    zip: scormPackage(version),
    version,
    siblings: o.siblings,
  });
  return { disciplineId: d.id, itemId: item.id, student, key };
}
const pathOf = (url: string) => new URL(url).pathname;
const anonymous = (path: string, host = t.demo.host) => t.api.get(path).set('host', host);

describe('POST /scorm/{materialItemId}/launch and the package files', () => {
  it('extracts the package and serves the player page and files behind the launch token', async () => {
    const s = await scormSetup('1.2');
    const res = await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(200);
    expect(res.body.data).toMatchObject({
      version: '1.2',
      entry_point: 'content/index.html',
      content_origin: 'http://demo.localhost',
    });
    const player = pathOf(res.body.data.launch_url);
    expect(player).toMatch(new RegExp(`^/scorm/${s.itemId}/player/[A-Za-z0-9_-]{43}$`));
    const token = player.split('/').pop()!;

    const page = await anonymous(player).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://demo.localhost:8080');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Framed by the web origin: frame-ancestors decides, the API's X-Frame-Options: DENY is left out.
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.text).toContain(`data-content-url="/scorm/${s.itemId}/content/${token}/content/index.html"`);
    expect(page.text).toContain('data-parent-origin="http://demo.localhost:8080"');

    const html = await anonymous(`/scorm/${s.itemId}/content/${token}/content/index.html`).expect(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.headers['content-security-policy']).toContain('sandbox allow-scripts allow-same-origin');
    expect(html.headers['content-security-policy']).not.toContain('allow-top-navigation');
    expect(html.headers['x-frame-options']).toBeUndefined();
    expect(html.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(html.text).toContain('Aula SCORM 1.2');
    const js = await anonymous(`/scorm/${s.itemId}/content/${token}/content/sco.js`).expect(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const css = await anonymous(`/scorm/${s.itemId}/content/${token}/content/style.css`).expect(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const extracted = join(t.storageDir, s.key.replace(/\.zip$/, ''));
    expect((await readdir(join(extracted, 'content'))).sort()).toEqual(['index.html', 'sco.js', 'style.css']);

    const runtime = await t.api.get('/scorm/runtime/cross-frame-api.js').expect(200);
    expect(runtime.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(runtime.text).toContain('CrossFrameAPI');
  });

  it('extracts again when the extraction is missing (the zip is the source)', async () => {
    const s = await scormSetup('2004');
    await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(200);
    const extracted = join(t.storageDir, s.key.replace(/\.zip$/, ''));
    await rm(extracted, { recursive: true });
    await rm(`${extracted}.extracted`);
    const res = await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(200);
    const token = pathOf(res.body.data.launch_url).split('/').pop();
    await anonymous(`/scorm/${s.itemId}/content/${token}/content/index.html`).expect(200);
    expect(existsSync(join(extracted, 'content/index.html'))).toBe(true);
  });

  it('answers 404 for a wrong, replaced or another item’s token, traversal, another tenant’s host, and a missing file', async () => {
    const s = await scormSetup('1.2');
    const first = pathOf((await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(200)).body.data.launch_url);
    const second = pathOf((await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(200)).body.data.launch_url);
    const oldToken = first.split('/').pop();
    const token = second.split('/').pop();
    await anonymous(first).expect(404);
    await anonymous(`/scorm/${s.itemId}/content/${oldToken}/content/index.html`).expect(404);
    await anonymous(`/scorm/${s.itemId}/content/${'A'.repeat(43)}/content/index.html`).expect(404);
    await anonymous(`/scorm/${s.itemId}/content/${token}/content/nope.html`).expect(404);
    await anonymous(`/scorm/${s.itemId}/content/${token}/imsmanifest.xml`).expect(200);
    await anonymous(`/scorm/${s.itemId}/content/${token}/content/%2E%2E/%2E%2E/imsmanifest.xml`).expect(404);
    await anonymous(`/scorm/${s.itemId}/content/${token}/..%2F..%2Fetc%2Fpasswd`).expect(404);
    await anonymous(`/scorm/${s.itemId}/content/${token}/content/index.html`, t.acme.host).expect(404);
    const other = await scormSetup('1.2');
    await anonymous(`/scorm/${other.itemId}/content/${token}/content/index.html`).expect(404);
    await anonymous(`/scorm/${s.itemId}/content/${token}/content/index.html`).expect(200);
  });

  it('stops serving an expired launch, and a learner whose enrolment ended', async () => {
    const s = await scormSetup('1.2');
    const player = pathOf((await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(200)).body.data.launch_url);
    await anonymous(player).expect(200);
    await t.db.scormAttempt.updateMany({
      where: { materialItemId: s.itemId },
      data: { launchExpiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await anonymous(player).expect(404);
    expect(expired.body).toMatchObject({ code: 'SCORM_LAUNCH_EXPIRED' });

    const again = pathOf((await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(200)).body.data.launch_url);
    await t.db.disciplineInscription.updateMany({
      where: { disciplineId: s.disciplineId },
      data: { finishedAt: new Date(Date.now() - 1000) },
    });
    await anonymous(again).expect(404);
  });

  it('refuses: no token 401, not enrolled 404, another tenant 404, hidden item 404 for a student', async () => {
    const s = await scormSetup('1.2');
    await t.api.post(`/scorm/${s.itemId}/launch`).set('host', t.demo.host).expect(401);
    const outsider = await t.create.user(t.demo, { type: 'student' });
    expect((await t.as(outsider).post(`/scorm/${s.itemId}/launch`).expect(404)).body.code).toBe('MATERIAL_ITEM_NOT_FOUND');
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acmeManager, t.acme).post(`/scorm/${s.itemId}/launch`).expect(404);
    await t.db.materialItem.updateMany({ where: { id: s.itemId }, data: { visible: false } });
    await t.as(s.student).post(`/scorm/${s.itemId}/launch`).expect(404);
    await t.as(t.manager).post(`/scorm/${s.itemId}/launch`).expect(200);
    await t.as(s.student).post(`/scorm/999999/launch`).expect(404);
  });
});

describe("the package CSP and the company's allowed origins", () => {
  const contentCsp = async (s: Setup, tenant = t.demo) => {
    const launch = await t.as(s.student, tenant).post(`/scorm/${s.itemId}/launch`).expect(200);
    const token = pathOf(launch.body.data.launch_url).split('/').pop();
    const res = await anonymous(`/scorm/${s.itemId}/content/${token}/content/index.html`, tenant.host).expect(200);
    return res.headers['content-security-policy'] as string;
  };
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('blocks every outside origin by default, and lets media, fonts, styles and frames come from the ones the admin allows', async () => {
    const s = await scormSetup('1.2');
    const closed = await contentCsp(s);
    expect(directive(closed, 'default-src')).toBe("default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:");
    expect(closed).not.toMatch(/media-src|font-src|https:\/\//);

    const origins = ['https://player.vimeo.com', 'https://*.gstatic.com'];
    await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ scorm_allowed_origins: origins }).expect(200);
    try {
      const open = await contentCsp(s);
      for (const name of ['media-src', 'font-src', 'style-src', 'img-src', 'frame-src', 'connect-src'])
        expect(directive(open, name)).toBe(
          `${name} 'self' 'unsafe-inline' 'unsafe-eval' data: blob: https://player.vimeo.com https://*.gstatic.com`,
        );
      // Never scripts: script-src falls back to default-src, which names no outside origin.
      expect(directive(open, 'default-src')).toBe("default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:");
      expect(open).not.toContain('script-src');
      expect(open).toContain("object-src 'none'");
      expect(open).toContain('sandbox allow-scripts');

      // Another company's packages keep their own (empty) list.
      const other = await scormSetup('1.2', { tenant: t.acme });
      expect(await contentCsp(other, t.acme)).not.toContain('https://player.vimeo.com');
    } finally {
      await t.as(t.admin).put(`/companies/${t.demo.company.id}`).send({ scorm_allowed_origins: [] }).expect(200);
    }
    expect(await contentCsp(s)).not.toContain('media-src');
  });
});

describe('GET and PUT /scorm/{materialItemId}/cmi', () => {
  const cmi12 = (status: string) => ({
    'cmi.core.lesson_status': status,
    'cmi.core.score.raw': '75',
    'cmi.suspend_data': 'pagina=3',
    'cmi.core.lesson_location': '3',
  });

  it('keeps each learner’s cmi; completed marks the item done with its progress, once', async () => {
    const s = await scormSetup('1.2', { siblings: 1 });
    const empty = await t.as(s.student).get(`/scorm/${s.itemId}/cmi`).expect(200);
    expect(empty.body.data).toMatchObject({ version: '1.2', cmi: {}, completed: false, updated_at: null });

    const partial = await t
      .as(s.student)
      .put(`/scorm/${s.itemId}/cmi`)
      .send({ cmi: cmi12('incomplete') })
      .expect(200);
    expect(partial.body).toMatchObject({ material_progress: null, discipline_progress: null });
    expect(partial.body.data).toMatchObject({ lesson_status: 'incomplete', completed: false, score_raw: 75 });
    expect(await t.db.materialItemProgress.count({ where: { materialItemId: s.itemId } })).toBe(0);

    const done = await t
      .as(s.student)
      .put(`/scorm/${s.itemId}/cmi`)
      .send({ cmi: cmi12('completed') })
      .expect(200);
    expect(done.body).toMatchObject({ message: 'Progresso do SCORM salvo', material_progress: 50, discipline_progress: 50 });
    expect(done.body.data).toMatchObject({ lesson_status: 'completed', completed: true });
    expect(
      await t.db.materialItemProgress.findFirst({ where: { materialItemId: s.itemId, userId: s.student.id } }),
    ).toMatchObject({
      checked: true,
    });
    expect(
      await t.db.disciplineProgress.findFirst({ where: { disciplineId: s.disciplineId, userId: s.student.id } }),
    ).toMatchObject({
      checkedItems: 1,
      totalItems: 2,
      progress: 50,
    });

    // Reopened later: a new commit saying incomplete keeps the item done.
    const later = await t
      .as(s.student)
      .put(`/scorm/${s.itemId}/cmi`)
      .send({ cmi: cmi12('incomplete') })
      .expect(200);
    expect(later.body).toMatchObject({ material_progress: null, data: { completed: true, lesson_status: 'incomplete' } });

    const back = await t.as(s.student).get(`/scorm/${s.itemId}/cmi`).expect(200);
    expect(back.body.data.cmi).toEqual(cmi12('incomplete'));

    // Another learner of the same discipline has their own, empty data.
    const classmate = await t.create.user(t.demo, { type: 'student' });
    await t.create.enroll(t.demo, s.disciplineId, classmate.id);
    expect((await t.as(classmate).get(`/scorm/${s.itemId}/cmi`).expect(200)).body.data).toMatchObject({
      cmi: {},
      completed: false,
    });
  });

  it('reads SCORM 2004 statuses: passed or completed is done', async () => {
    const s = await scormSetup('2004');
    const res = await t
      .as(s.student)
      .put(`/scorm/${s.itemId}/cmi`)
      .send({ cmi: { 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'passed', 'cmi.score.raw': 88 } })
      .expect(200);
    expect(res.body.data).toMatchObject({
      version: '2004',
      completion_status: 'incomplete',
      success_status: 'passed',
      score_raw: 88,
      completed: true,
    });
    expect(res.body.discipline_progress).toBe(100);
  });

  it('refuses bad cmi (422, nothing written), no token (401), outsiders and other tenants (404)', async () => {
    const s = await scormSetup('1.2');
    const before = await t.rowCounts(['scorm_attempts', 'material_item_progress', 'discipline_progress']);
    for (const cmi of [
      { 'window.location': 'x' },
      { 'cmi.suspend_data': 'x'.repeat(70_000) },
      { 'cmi.core.lesson_status': { a: 1 } },
      [],
    ])
      await t.as(s.student).put(`/scorm/${s.itemId}/cmi`).send({ cmi }).expect(422);
    await t.as(s.student).put(`/scorm/${s.itemId}/cmi`).send({}).expect(422);
    await t.api
      .put(`/scorm/${s.itemId}/cmi`)
      .set('host', t.demo.host)
      .send({ cmi: cmi12('completed') })
      .expect(401);
    await t.api.get(`/scorm/${s.itemId}/cmi`).set('host', t.demo.host).expect(401);
    const outsider = await t.create.user(t.demo, { type: 'student' });
    await t
      .as(outsider)
      .put(`/scorm/${s.itemId}/cmi`)
      .send({ cmi: cmi12('completed') })
      .expect(404);
    await t.as(outsider).get(`/scorm/${s.itemId}/cmi`).expect(404);
    const acmeStudent = await t.create.user(t.acme, { type: 'student' });
    await t.as(acmeStudent, t.acme).get(`/scorm/${s.itemId}/cmi`).expect(404);
    await t
      .as(acmeStudent, t.acme)
      .put(`/scorm/${s.itemId}/cmi`)
      .send({ cmi: cmi12('completed') })
      .expect(404);
    expect(await t.rowCounts(['scorm_attempts', 'material_item_progress', 'discipline_progress'])).toEqual(before);
  });
});
