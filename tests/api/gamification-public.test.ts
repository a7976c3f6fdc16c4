// Badges anyone can verify (issue 29, items 12 and 27): the issuer Profile, its JWKS, the
// achievement and the award are public on the issuing company's host, and a credential is checked
// by an independent verifier that knows only `jose` and the URLs the credential itself names.
import { get as httpGet, type Server } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SignJWT,
  EmbeddedJWK,
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import { BADGE_MESSAGES as M } from '@trilha/shared/gamification';
import { signingKey } from '../../apps/api/src/domains/gamification/issuer-keys.ts';
import { freePort } from '../support/faults.ts';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant, TestUser } from '../support/factories.ts';

const port = await freePort();
const SECRET = 'badges-public-test-secret-0123456789abcdef';
const t = setupApiTest({ config: { API_URL_TEMPLATE: `http://{tenant}.localhost:${port}`, BADGE_KEYS_SECRET: SECRET } });
const apiOrigin = (tenant: TestTenant) => `http://${tenant.host}:${port}`;

// The API listens on the port its public URLs name, so the verifier reaches it as anyone would.
beforeAll(async () => {
  const server: Server = t.server;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

/**
 * GET of a public URL, as any HTTP client would (node:http). `*.localhost` is the loopback (RFC 6761,
 * what browsers do); the system resolver here does not know sub-domains of it.
 */
function getJson(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    if (u.protocol !== 'http:' || !u.hostname.endsWith('.localhost')) return reject(new Error(`not a test host: ${url}`));
    httpGet(
      u,
      {
        // Node asks for every address ({ all: true }) or for one.
        lookup: ((_h: string, o: { all?: boolean }, cb: (e: null, a: unknown, f?: number) => void) =>
          o.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)) as never,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    ).on('error', reject);
  });
}

type Verdict = { ok: true; payload: JWTPayload } | { ok: false; reason: string };

/**
 * An independent verifier: only `jose` and the public URLs. It trusts nothing in the token's header
 * but the name of the key (`kid`): the issuer named by the payload must publish that key (its
 * Profile lists it as a verification method), and the key itself is fetched through the kid URI.
 */
async function independentVerify(jwt: string): Promise<Verdict> {
  try {
    const header = decodeProtectedHeader(jwt);
    const claims = decodeJwt(jwt);
    if (header.alg !== 'EdDSA' || typeof header.kid !== 'string') return { ok: false, reason: 'alg/kid' };
    const issuerId = (claims.issuer as { id?: unknown } | undefined)?.id;
    if (typeof issuerId !== 'string') return { ok: false, reason: 'no issuer id' };
    const profile = await getJson(issuerId);
    const p = profile.body as { id?: string; jwks_uri?: string; verificationMethod?: Array<{ id: string; controller: string }> };
    if (profile.status !== 200 || p.id !== issuerId) return { ok: false, reason: 'issuer profile' };
    if (!p.verificationMethod?.some((m) => m.id === header.kid && m.controller === issuerId))
      return { ok: false, reason: "kid is not the issuer's key" };
    const jwksUrl = new URL(header.kid);
    jwksUrl.hash = '';
    if (jwksUrl.href !== p.jwks_uri) return { ok: false, reason: "kid is not in the issuer's JWKS" };
    const jwks = await getJson(jwksUrl.href);
    if (jwks.status !== 200) return { ok: false, reason: 'jwks' };
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks.body as { keys: [] }), {
      algorithms: ['EdDSA'],
      issuer: issuerId,
    });
    const types = payload.type as unknown;
    if (!Array.isArray(types) || !types.includes('OpenBadgeCredential') || payload.jti !== payload.id)
      return { ok: false, reason: 'not an OpenBadgeCredential' };
    return { ok: true, payload };
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
}

async function earned(tenant: TestTenant, name = 'Ana Pública') {
  const badge = await t.create.badge(tenant, { criteria: { type: 'first_quiz_finished' }, name: 'Primeiro Quiz' });
  const student = await t.create.user(tenant, { type: 'student', name });
  const award = await t.create.awardBadge(tenant, student.id, badge.id, new Date('2026-05-04T10:00:00Z'));
  return { badge, student, award };
}
const credentialOf = async (tenant: TestTenant, who: TestUser, badgeId: number): Promise<string> =>
  (await t.as(who, tenant).get(`/badges/users/${who.id}/${badgeId}/credential`).expect(200)).body.credential;

const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const parts = (jwt: string) => {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  return {
    h,
    p,
    s,
    header: JSON.parse(Buffer.from(h, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(p, 'base64url').toString()),
  };
};

describe('a credential anyone can verify (jose and the public URLs only)', () => {
  it('accepts a real credential: kid is a URI in the issuer JWKS, the issuer id is its Profile', async () => {
    const { badge, student, award } = await earned(t.demo);
    const jwt = await credentialOf(t.demo, student, badge.id);
    const header = decodeProtectedHeader(jwt);
    expect(header).toEqual({
      alg: 'EdDSA',
      typ: 'JWT',
      kid: expect.stringMatching(new RegExp(`^${apiOrigin(t.demo)}/badges/issuer/jwks#[\\w-]{43}$`)),
    });
    const verdict = await independentVerify(jwt);
    expect(verdict).toMatchObject({ ok: true });
    const payload = (verdict as { payload: JWTPayload }).payload;
    expect(payload).toMatchObject({
      id: `http://demo.localhost:8080/badges/awards/${award.publicId}`,
      issuer: { id: `${apiOrigin(t.demo)}/badges/issuer`, name: t.demo.company.name, url: 'http://demo.localhost:8080/badges' },
      iss: `${apiOrigin(t.demo)}/badges/issuer`,
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [expect.objectContaining({ identityHash: 'Ana Pública' })],
        achievement: { id: `http://demo.localhost:8080/badges/${badge.key}`, name: 'Primeiro Quiz' },
      },
    });
    // No link behind sign-in and no internal user id in it.
    expect(payload.sub).toBeUndefined();
    expect(JSON.stringify(payload)).not.toContain('/profile/');
    // The company's own route agrees.
    await t.as(null).post('/badges/verify').send({ credential: jwt }).expect(200);
  });

  it('refuses a key of its own header (jwk, jku, x5c), a tampered payload, and a kid into another company’s JWKS', async () => {
    const { badge, student } = await earned(t.demo, 'Bruno Forjado');
    const jwt = await credentialOf(t.demo, student, badge.id);
    const { header, claims, s } = parts(jwt);

    // (a) The attacker's key, carried by the token itself (the real kid kept, or the attacker's).
    const attacker = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const attackerJwk = await exportJWK(attacker.publicKey);
    const boasted = {
      ...claims,
      credentialSubject: {
        ...claims.credentialSubject,
        achievement: { ...claims.credentialSubject.achievement, name: 'Mestre de Tudo' },
      },
    };
    const forge = (h: Record<string, unknown>) =>
      new SignJWT(boasted).setProtectedHeader({ alg: 'EdDSA', ...h }).sign(attacker.privateKey);
    const embedded = await forge({ kid: header.kid, jwk: attackerJwk });
    const forgeries = [
      embedded,
      await forge({ kid: await calculateJwkThumbprint(attackerJwk), jwk: attackerJwk }),
      await forge({ kid: header.kid, jku: 'http://evil.localhost:1/jwks.json' }),
      await forge({ kid: header.kid, x5c: [Buffer.from('not the issuer').toString('base64')] }),
    ];
    // A naive check (the key from the header) would take the first one…
    await expect(jwtVerify(embedded, EmbeddedJWK)).resolves.toBeTruthy();
    // … an independent verifier does not, nor does the company's route.
    for (const forged of forgeries) {
      expect(await independentVerify(forged)).toMatchObject({ ok: false });
      expect((await t.as(null).post('/badges/verify').send({ credential: forged })).status).toBe(422);
    }

    // (b) The real signature over a changed payload.
    const tampered = `${parts(jwt).h}.${part(boasted)}.${s}`;
    expect(await independentVerify(tampered)).toMatchObject({ ok: false, reason: 'signature verification failed' });
    expect((await t.as(null).post('/badges/verify').send({ credential: tampered })).body).toMatchObject({
      code: 'BADGE_CREDENTIAL_INVALID',
      message: M.badgeCredentialInvalid,
    });

    // (c) Signed with demo's real key (as a demo insider could), claiming to be Acme's: the kid
    // points into demo's JWKS, which Acme's Profile does not list; or into Acme's JWKS, which lacks it.
    const acme = await earned(t.acme, 'Carla Acme');
    await credentialOf(t.acme, acme.student, acme.badge.id); // Acme has a key of its own
    const acmeIssuer = (await getJson(`${apiOrigin(t.acme)}/badges/issuer`)).body as { id: string; name: string; url: string };
    // The owner client reads issuer_keys like the tenant client the API passes (the same model).
    const demoKey = await signingKey(t.db as unknown as Parameters<typeof signingKey>[0], SECRET, t.demo.company.id);
    const asAcme = {
      ...claims,
      issuer: { id: acmeIssuer.id, type: ['Profile'], name: acmeIssuer.name, url: acmeIssuer.url },
      iss: acmeIssuer.id,
    };
    for (const kid of [header.kid, `${apiOrigin(t.acme)}/badges/issuer/jwks#${demoKey.kid}`]) {
      const crossed = await new SignJWT(asAcme).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid }).sign(demoKey.privateKey);
      expect(await independentVerify(crossed)).toMatchObject({ ok: false });
      expect((await t.as(null, t.acme).post('/badges/verify').send({ credential: crossed })).status).toBe(422);
    }
    // The same key signing as demo is genuine: the refusal was the issuer binding, not the signature.
    const genuine = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: header.kid })
      .sign(demoKey.privateKey);
    expect(await independentVerify(genuine)).toMatchObject({ ok: true });
    // A demo credential at Acme's verify: not Acme's.
    expect((await t.as(null, t.acme).post('/badges/verify').send({ credential: jwt })).status).toBe(422);
  });
});

describe('public pages: tenant-confined, nothing private', () => {
  it('the issuer Profile and JWKS list only this company’s keys', async () => {
    const d = await earned(t.demo, 'Dora');
    const a = await earned(t.acme, 'Édson');
    const dk = decodeProtectedHeader(await credentialOf(t.demo, d.student, d.badge.id)).kid;
    const ak = decodeProtectedHeader(await credentialOf(t.acme, a.student, a.badge.id)).kid;
    const demoJwks = await t.as(null).get('/badges/issuer/jwks').expect(200);
    expect(demoJwks.headers['cache-control']).toBe('public, max-age=300');
    const kids = demoJwks.body.keys.map((k: { kid: string }) => k.kid);
    expect(kids).toContain(dk);
    expect(kids).not.toContain(ak);
    expect(demoJwks.body.keys[0]).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: dk,
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(JSON.stringify(demoJwks.body)).not.toMatch(/"d"/);
    const profile = (await t.as(null, t.acme).get('/badges/issuer').expect(200)).body;
    expect(profile).toMatchObject({
      id: `${apiOrigin(t.acme)}/badges/issuer`,
      name: 'Acme',
      jwks_uri: `${apiOrigin(t.acme)}/badges/issuer/jwks`,
    });
    expect(profile.verificationMethod.map((m: { id: string }) => m.id)).toEqual([ak]);
    await t.as(null, 'nowhere.localhost').get('/badges/issuer').expect(404);
  });

  it("an award by its public id: name, badge, date, company and credential only; another company's host is a 404", async () => {
    const { badge, student, award } = await earned(t.demo, 'Fábio Público');
    const res = await t.as(null).get(`/badges/awards/${award.publicId}`).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['achievement', 'awarded_at', 'credential', 'earner', 'id', 'issuer']);
    expect(res.body).toMatchObject({
      id: `http://demo.localhost:8080/badges/awards/${award.publicId}`,
      earner: { name: 'Fábio Público' },
      achievement: { key: badge.key, name: 'Primeiro Quiz', id: `http://demo.localhost:8080/badges/${badge.key}` },
      issuer: { name: t.demo.company.name },
      awarded_at: '2026-05-04T10:00:00.000Z',
    });
    expect(res.body.earner).toEqual({ name: 'Fábio Público' });
    expect(JSON.stringify(res.body)).not.toContain(student.email);
    expect(await independentVerify(res.body.credential)).toMatchObject({ ok: true });
    // Another company's host, a made-up id, hostile ids.
    expect((await t.as(null, t.acme).get(`/badges/awards/${award.publicId}`).expect(404)).body.code).toBe('BADGE_NOT_FOUND');
    await t.as(null).get('/badges/awards/00000000-0000-4000-8000-000000000000').expect(404);
    for (const bad of ['1', 'abc', `${award.publicId}x`, '%00', "'%20OR%201=1"])
      expect((await t.as(null).get(`/badges/awards/${bad}`)).status).toBeGreaterThanOrEqual(400);
  });

  it("an achievement by key, and the company's list; another company's badge is a 404 here", async () => {
    const own = await t.create.badge(t.demo, { criteria: { type: 'first_forum_comment' }, name: 'Só Demo' });
    const theirs = await t.create.badge(t.acme, { criteria: { type: 'first_forum_comment' }, name: 'Só Acme' });
    const res = await t.as(null).get(`/badges/achievements/${own.key}`).expect(200);
    expect(res.body).toMatchObject({
      id: `http://demo.localhost:8080/badges/${own.key}`,
      type: ['Achievement'],
      key: own.key,
      name: 'Só Demo',
      criteria: { narrative: own.description },
      creator: { id: `${apiOrigin(t.demo)}/badges/issuer`, name: t.demo.company.name },
    });
    expect((await t.as(null).get(`/badges/achievements/${theirs.key}`).expect(404)).body.code).toBe('BADGE_NOT_FOUND');
    await t.as(null, t.acme).get(`/badges/achievements/${theirs.key}`).expect(200);
    const list = (await t.as(null).get('/badges/achievements').expect(200)).body;
    expect(list.issuer.name).toBe(t.demo.company.name);
    expect(list.data.map((b: { name: string }) => b.name)).toContain('Só Demo');
    expect(list.data.map((b: { name: string }) => b.name)).not.toContain('Só Acme');
    for (const bad of ['UPPER', 'a'.repeat(101), '..%2F..', '%00'])
      expect((await t.as(null).get(`/badges/achievements/${bad}`)).status).toBeGreaterThanOrEqual(400);
  });

  it('the share link goes to the earner and staff; other members see the badge without it', async () => {
    const { student, award } = await earned(t.demo, 'Gabi Partilha');
    const peer = await t.create.user(t.demo, { type: 'student' });
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    const url = `http://demo.localhost:8080/badges/awards/${award.publicId}`;
    const seen = async (who: TestUser) =>
      (await t.as(who).get(`/badges/users/${student.id}`).expect(200)).body.data[0].public_url;
    expect(await seen(student)).toBe(url);
    expect(await seen(tutor)).toBe(url);
    expect(await seen(peer)).toBeNull();
  });
});
