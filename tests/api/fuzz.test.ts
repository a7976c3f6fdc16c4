// Schema-driven fuzz of every operation in docs/openapi.json (issue 8): for each one, a valid
// request built from the document alone, then hostile variants of it (NUL bytes, ids past
// PostgreSQL's integer, wrong types, missing fields, oversized strings and bodies, malformed
// JSON and multipart, odd headers), sent as the right role, a low role and another tenant's
// user. Every answer must be below 500; every refusal must be the one error shape with a
// Portuguese message; and a refusal must write nothing (database rows, uploaded files, jobs).
// It reads the document, so a new route is fuzzed without touching this file. Deterministic:
// fixed seeds and a fixed order only. See docs/architecture.md "Tests".
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken, poolOf } from '@trilha/db';
import { ERRORS, USER_TYPES, can, type ErrorCode, type Permission, type UserType } from '@trilha/shared';
import { setupApiTest } from '../support/fixture.ts';
import { PASSWORD, type TestTenant, type TestUser } from '../support/factories/index.ts';
import { PNG, listen, multipartBody, send, type RawResponse } from './fuzz-http.ts';
import { FUZZ_TARGETS } from './fuzz-targets/index.ts';
import type { FuzzContext } from './fuzz-targets/define.ts';
import {
  RawJson,
  bodySlots,
  deleteAt,
  hostileQueryValues,
  hostileValues,
  readOperations,
  roundRobin,
  sample,
  setAt,
  toJson,
  type Operation,
} from './fuzz-schema.ts';

const t = setupApiTest();

const DOC = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
const OPERATIONS = readOperations(DOC);
/** How many operations the document had when this test was written: it may only grow. */
const KNOWN_OPERATIONS = 217;
/** Variants per operation for the authorised caller (the structural ones always, then per field). */
const MAX_VARIANTS = 45;

type Caller = { kind: 'authorised' | 'low role' | 'other tenant'; host: string; user: TestUser | null };
type Base = { path: Record<string, string>; query: [string, string][]; json: unknown };
type Variant = {
  name: string;
  path?: Record<string, string>;
  query?: [string, string][];
  /** The body as sent; undefined: the base JSON body when the operation has one. */
  body?: Buffer | string | null;
  contentType?: string | null;
  headers?: Record<string, string | null>;
  /** The one status this variant must get (else: any refusal below 500, or a success). */
  status?: number;
};

let seq = 0;
let port = 0;
const problems: string[] = [];
/** The authorised caller's valid request per operation: built from the document alone, it must pass validation. */
const validAnswers = new Map<string, RawResponse>();
const exercised = new Set<string>();
const requestsSent = { n: 0 };
const answerLog: string[] = [];

// ---------------------------------------------------------------------------------------------
// Who calls, and which records the path ids and body ids point at.

const ROLE_ORDER: UserType[] = ['manager', 'admin', 'supervisor', 'teacher', 'tutor', 'client', 'student'];

function rolesFor(op: Operation): { authorised: UserType | null; low: UserType | null } {
  const access = op.access;
  if (access === 'global' || access === 'tenant') return { authorised: null, low: null };
  if (access === 'authenticated') return { authorised: 'manager', low: 'student' };
  const permission = access.permission as Permission;
  const authorised = ROLE_ORDER.find((r) => can(r, permission)) ?? null;
  const low = (['student', 'client', 'tutor'] as UserType[]).find((r) => !can(r, permission)) ?? null;
  return { authorised, low };
}

const makeUser = (tenant: TestTenant | null, type: UserType) => t.create.user(type === 'admin' ? null : tenant, { type });

type Targets = { own: Record<string, string>; cross: Record<string, string>; ids: Record<string, number>; email: string };

/** The records an operation's path and body point at: fresh ones per operation, so a delete harms no other. */
async function targetsFor(op: Operation): Promise<Targets> {
  const student = await t.create.user(t.demo, { type: 'student' });
  const responsible = await t.create.user(t.demo, { type: 'tutor' });
  const contact = await t.create.contact(student.id);
  // Learning content: a discipline of the tenant with a material, the student not yet enrolled.
  const discipline = await t.create.discipline(t.demo);
  const material = await t.db.material.create({ data: { companyId: t.demo.company.id, disciplineId: discipline.id, name: 'M' } });
  const ids: Record<string, number> = {
    discipline_id: discipline.id,
    discipline: discipline.id,
    material_id: material.id,
    users_ids: student.id,
    user_id: student.id,
    user_responsible: responsible.id,
    responsible_id: responsible.id,
    tutor_id: student.id,
    company_id: t.demo.company.id,
    consumer_id: t.demo.consumer.id,
    id: contact.id,
    contacts_ids: contact.id,
  };
  // The catalogue's records: a tag and a topic of that discipline (body ids point at them too).
  const tag = await t.db.disciplineTag.create({ data: { companyId: t.demo.company.id, name: `Tag ${seq++}` } });
  const topic = await t.create.topic(t.demo, discipline.id);
  ids.discipline_tag_id = tag.id;
  ids.discipline_tag_ids = tag.id;
  ids.quiz_id = (await t.create.question(t.demo)).id;
  // The rest is the domain's own set-up (fuzz-targets/<domain>.ts), by the path's first segment.
  const resource = op.path.split('/')[1]!;
  const ctx: FuzzContext = { t, op, resource, student, discipline, tag, topic, ids, scratch: {} };
  const domain = FUZZ_TARGETS.get(resource);
  await domain?.prepare?.(ctx);
  const own: Record<string, string> = {};
  const cross: Record<string, string> = {};
  for (const p of op.pathParams)
    // A route no domain declares yet: still fuzzed, with a plausible id.
    [own[p.name], cross[p.name]] = domain ? await domain.pathParam(ctx, p.name) : ['1', '2'];
  return { own, cross, ids, email: student.email };
}

/** What the document cannot say: a request that reaches the use case needs real credentials. */
function overrideBase(op: Operation, json: unknown, targets: Targets): unknown {
  if (op.id === 'POST /auth/login') return { email: targets.email, password: PASSWORD };
  // A question's options follow its type (a rule the document describes): a descriptive one has none.
  if (op.id === 'POST /quizzes') return { ...(json as object), type: 'descriptive', options: [] };
  // A window's two ends are sampled independently; their order is a rule between two fields the
  // document can only describe (material item settings): put them in order.
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    const body = json as Record<string, unknown>;
    const { available_from: from, available_until: until } = body;
    if (typeof from === 'string' && typeof until === 'string' && Date.parse(until) <= Date.parse(from))
      return {
        ...body,
        available_from: until,
        available_until: from === until ? new Date(Date.parse(from) + 86_400_000).toISOString() : from,
      };
  }
  return json;
}

function baseFor(op: Operation, targets: Targets): Base {
  const ctx = { idFor: (name: string) => targets.ids[name], seq: () => seq++ };
  const query: [string, string][] = op.query
    .filter((p) => p.required || p.schema.default === undefined)
    .map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name, ctx)))]);
  const json = op.json ? overrideBase(op, sample(op.json, 'body', ctx), targets) : undefined;
  return { path: targets.own, query, json };
}

// ---------------------------------------------------------------------------------------------
// Variants.

const BOUNDARY = 'fuzzb0undary';
const mp = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

const HEADER_VARIANTS = (base: Base): Variant[] => [
  { name: 'bearer token of 6 KB', headers: { authorization: `Bearer ${'x'.repeat(6000)}` } },
  { name: 'basic authorization', headers: { authorization: 'Basic Zm9vOmJhcg==' } },
  { name: 'host in capitals', headers: { host: `${t.demo.domain.toUpperCase()}.LOCALHOST` } },
  { name: 'no host', headers: { host: null } },
  { name: 'host label of 300 characters', headers: { host: `${'x'.repeat(300)}.localhost` } },
  { name: 'headers over 16 KB', headers: { 'x-fuzz': 'x'.repeat(17_000) } },
  { name: 'request id of 1 KB', headers: { 'x-request-id': 'r'.repeat(1000) } },
  { name: 'forwarded-for garbage', headers: { 'x-forwarded-for': 'not-an-ip, \u00ff' } },
  { name: 'URL over 16 KB', query: [...base.query, ['zz', 'x'.repeat(17_000)]] },
];

function structuralVariants(op: Operation, base: Base): Variant[] {
  const hasBody = !!op.json || !!op.multipart;
  const json = base.json ?? {};
  const out: Variant[] = [
    { name: 'malformed JSON', body: '{"name": ', contentType: 'application/json' },
    { name: 'empty JSON body', body: '', contentType: 'application/json' },
    { name: 'JSON null', body: 'null', contentType: 'application/json' },
    { name: 'JSON array body', body: toJson([json]), contentType: 'application/json' },
    { name: 'JSON string body', body: '"x\\u0000"', contentType: 'application/json' },
    {
      name: 'prototype pollution',
      body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
      contentType: 'application/json',
    },
    // Deep enough to overflow any recursive walk of the body (a recursive one fails near 5,000).
    { name: 'deeply nested JSON', body: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json' },
    {
      name: 'body over 1 MB',
      body: toJson({ ...(json as object), pad: 'x'.repeat(1_100_000) }),
      contentType: 'application/json',
    },
    { name: 'text/plain body', body: toJson(json), contentType: 'text/plain' },
    { name: 'form-urlencoded body', body: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
    { name: 'unknown content-type', body: toJson(json), contentType: 'application/x-fuzz' },
    { name: 'JSON as UTF-16', body: Buffer.from(toJson(json), 'utf16le'), contentType: 'application/json; charset=utf-16' },
    { name: 'multipart, wrong boundary', body: multipartBody('other', [{ name: 'x', value: 'y' }]), contentType: mp() },
    {
      name: 'multipart, no boundary',
      body: multipartBody(BOUNDARY, [{ name: 'x', value: 'y' }]),
      contentType: 'multipart/form-data',
    },
    {
      name: 'multipart, truncated',
      body: multipartBody(BOUNDARY, [{ name: 'x', value: 'y' }]).subarray(0, 30),
      contentType: mp(),
    },
    { name: 'multipart, garbage', body: 'hello world', contentType: mp() },
    { name: 'multipart, empty', body: '', contentType: mp() },
  ];
  // A string field of 900 KB: inside the body limit, so it reaches the field's own rules.
  const firstString = op.json ? bodySlots(op.json).find((slot) => slot.schema.type === 'string') : undefined;
  if (firstString && base.json && typeof base.json === 'object') {
    out.push({
      name: `body ${firstString.path.join('.')} of 900 KB`,
      body: toJson(setAt(base.json, firstString.path, 'x'.repeat(900_000))),
      contentType: 'application/json',
    });
  }
  if (!hasBody) out.push({ name: 'JSON body where none is taken', body: '{"a":"\\u0000"}', contentType: 'application/json' });
  // Fastify reads no body on GET: two of these show it, the rest would repeat them.
  if (op.method === 'GET')
    out.splice(0, out.length, ...out.filter((v) => v.name === 'malformed JSON' || v.name === 'multipart, wrong boundary'));
  if (op.multipart) {
    const file = Object.entries(op.multipart.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0] ?? 'file';
    const fields = Object.entries(op.multipart.properties ?? {}).filter(([, s]) => s.format !== 'binary');
    const png = { name: file, filename: 'a.png', type: 'image/png', data: PNG };
    out.push(
      {
        name: 'multipart, image in another field',
        body: multipartBody(BOUNDARY, [{ ...png, name: 'other' }]),
        contentType: mp(),
      },
      { name: 'multipart, two images', body: multipartBody(BOUNDARY, [png, png]), contentType: mp() },
      {
        name: 'multipart, not an image',
        body: multipartBody(BOUNDARY, [{ ...png, data: Buffer.from('<svg/>') }]),
        contentType: mp(),
      },
      {
        name: 'multipart, image over 2 MB',
        body: multipartBody(BOUNDARY, [{ ...png, data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }]),
        contentType: mp(),
      },
      {
        name: 'multipart, image cut short',
        body: multipartBody(BOUNDARY, [{ ...png, data: Buffer.concat([PNG, Buffer.alloc(5000)]) }]).subarray(0, 400),
        contentType: mp(),
      },
      {
        name: 'multipart, NUL in a field name',
        body: multipartBody(BOUNDARY, [{ name: 'a\u0000', value: 'x' }, png]),
        contentType: mp(),
      },
      {
        name: 'multipart, __proto__ field',
        body: multipartBody(BOUNDARY, [{ name: '__proto__', value: 'x' }, png]),
        contentType: mp(),
      },
    );
    // A valid image with each text field hostile: the stored image must be removed again.
    for (const [name, s] of fields) {
      for (const v of hostileValues(s)
        .filter((v): v is string => typeof v === 'string')
        .slice(0, 2)) {
        out.push({
          name: `multipart, image + ${name}=${JSON.stringify(v).slice(0, 20)}`,
          body: multipartBody(BOUNDARY, [{ name, value: v }, png]),
          contentType: mp(),
        });
      }
    }
  }
  // Headers are read before any route runs, the same for all: each operation gets its share.
  const index = OPERATIONS.indexOf(op);
  out.push(...HEADER_VARIANTS(base).filter((_, i) => i % 3 === index % 3));
  return out;
}

function fieldVariants(op: Operation, base: Base, targets: Targets): Variant[][] {
  const lists: Variant[][] = [];
  for (const p of op.pathParams) {
    const values =
      p.name === '*'
        ? ['%00', '..%2F..%2Fpackage.json', '..\\..\\package.json', 'public/%2e%2e/%2e%2e/x', 'x'.repeat(3000), '%E0%A4%A']
        : ['2147483648', '99999999999999999999999', '-1', '0', '1.5', 'abc', '1%00', '%E0%A4%A', 'x'.repeat(150), '%20', '1e3'];
    lists.push([
      { name: `path ${p.name} of another tenant`, path: { ...base.path, [p.name]: targets.cross[p.name]! } },
      ...values.map((v) => ({ name: `path ${p.name}=${v.slice(0, 24)}`, path: { ...base.path, [p.name]: v } })),
    ]);
  }
  for (const p of op.query) {
    const without = base.query.filter(([k]) => k !== p.name);
    const k = encodeURIComponent(p.name);
    lists.push([
      ...hostileQueryValues(p.schema).map((v) => ({
        name: `query ${p.name}=${v.slice(0, 24)}`,
        query: [...without, [k, v]] as [string, string][],
      })),
      { name: `query ${p.name} twice`, query: [...without, [k, '1'], [k, '2']] },
      { name: `query ${p.name}[a]`, query: [...without, [`${k}%5Ba%5D`, '1']] },
    ]);
  }
  if (op.json && base.json && typeof base.json === 'object') {
    const json = base.json;
    const required = new Set(op.json.required ?? []);
    for (const slot of bodySlots(op.json)) {
      const label = slot.path.join('.');
      const list: Variant[] = hostileValues(slot.schema).map((v) => ({
        name: `body ${label}=${(v instanceof RawJson ? v.text : (toJson(v) ?? 'undefined')).slice(0, 24)}`,
        body: toJson(setAt(json, slot.path, v)),
        contentType: 'application/json',
      }));
      if (slot.path.length === 1 && required.has(String(slot.path[0]))) {
        list.splice(1, 0, {
          name: `body without ${label}`,
          body: toJson(deleteAt(json, slot.path)),
          contentType: 'application/json',
        });
      }
      lists.push(list);
    }
    lists.push([
      {
        name: 'body with an unknown field',
        body: toJson({ ...(json as object), zz_unknown: 'a\u0000' }),
        contentType: 'application/json',
      },
    ]);
  }
  return lists;
}

/**
 * A lone UTF-16 surrogate (JSON "\ud800", "\udfff") in every string field of the body, past the
 * cap: decided once at the edge for every field (apps/api/src/http/input-guard.ts), so each one must
 * be the same 422, never a 500 nor a silent U+FFFD stored in its place.
 */
function surrogateVariants(op: Operation, base: Base): Variant[] {
  if (!op.json || !base.json || typeof base.json !== 'object') return [];
  // Only slots whose parent the base body holds (an empty array has no first element to set a field of).
  const reaches = (path: (string | number)[]) => {
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), base.json);
    return !!parent && typeof parent === 'object';
  };
  return bodySlots(op.json)
    .filter((slot) => slot.schema.type === 'string' && reaches(slot.path))
    .flatMap((slot, i) => [
      {
        name: `body ${slot.path.join('.')} with a lone surrogate`,
        body: toJson(setAt(base.json, slot.path, i % 2 ? 'a\udfffb' : 'Olá \ud800')),
        contentType: 'application/json',
        status: 422,
      },
    ]);
}

/** The authorised caller's variants: every structural one, then field ones round-robin up to the cap; the valid request last. */
function authorisedVariants(op: Operation, base: Base, targets: Targets): Variant[] {
  const structural = structuralVariants(op, base);
  const fields = roundRobin(fieldVariants(op, base, targets)).slice(0, Math.max(20, MAX_VARIANTS - structural.length));
  return [...structural, ...fields, ...surrogateVariants(op, base), { name: 'valid request' }];
}

/** A low role or another tenant's user: refused at the door, so a few variants show the door holds. */
function outsiderVariants(op: Operation, base: Base, targets: Targets): Variant[] {
  const fields = fieldVariants(op, base, targets).map((l) => l[0]!);
  return [
    ...fields.slice(0, 2),
    { name: 'multipart, wrong boundary', body: multipartBody('other', [{ name: 'x', value: 'y' }]), contentType: mp() },
    { name: 'valid request' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Sending and judging.

function request(op: Operation, caller: Caller, token: string | null, base: Base, v: Variant) {
  const pathValues = v.path ?? base.path;
  const query = v.query ?? base.query;
  const target =
    op.path.replace(/\{([^}]+)\}/g, (_m, n: string) => pathValues[n] ?? '1') +
    (query.length ? `?${query.map(([k, val]) => `${k}=${val}`).join('&')}` : '');
  const headers: Record<string, string> = { host: caller.host };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: Buffer | string | undefined;
  if (v.body !== undefined) {
    body = v.body ?? undefined;
    if (v.contentType) headers['content-type'] = v.contentType;
  } else if (op.json && base.json !== undefined) {
    body = toJson(base.json);
    headers['content-type'] = 'application/json';
  }
  for (const [k, val] of Object.entries(v.headers ?? {})) {
    if (val === null) delete headers[k];
    else headers[k] = val;
  }
  return { method: op.method, target, headers, body };
}

const ENGLISH =
  /\b(the|is|are|must|should|expected|received|invalid input|required|not|of|too|cannot|unexpected|error|exceeded|bad request)\b/i;

function judge(res: RawResponse): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 160)}`;
  if (res.status < 400) return null;
  const b = res.json as { code?: string; message?: unknown; errors?: Record<string, string[]> } | undefined;
  if (!b || typeof b.code !== 'string' || !(b.code in ERRORS))
    return `${res.status} not in the error shape: ${res.text.slice(0, 160)}`;
  if (typeof b.message !== 'string' || !b.message) return `${res.status} ${b.code} without a message`;
  if (ERRORS[b.code as ErrorCode].status !== res.status)
    return `${res.status} with code ${b.code} (status ${ERRORS[b.code as ErrorCode].status})`;
  const english = [b.message, ...Object.values(b.errors ?? {}).flat()].find((m) => ENGLISH.test(m));
  if (english) return `${res.status} ${b.code} in English: ${english}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// What a refusal must not change: rows of any table, uploaded files, queued jobs. Rows are
// counted by a row trigger on every table of this file's database (installed in beforeAll), which
// bumps one counter in the same transaction as the write: a write rolled back is no write, and
// reading the counter is one tiny query, so every single request is checked, not batches.

async function installWriteCounter(): Promise<void> {
  const tables = await t.db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE '\\_%' ORDER BY 1`,
  );
  await t.db.$executeRawUnsafe(`CREATE TABLE fuzz_writes (n bigint NOT NULL)`);
  await t.db.$executeRawUnsafe(`INSERT INTO fuzz_writes VALUES (0)`);
  // SECURITY DEFINER: the API writes as the app role, which has no grant on the counter.
  await t.db.$executeRawUnsafe(
    `CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
       AS $$ BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$`,
  );
  for (const { name } of tables) {
    await t.db.$executeRawUnsafe(
      `CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
    );
  }
  countedTables = tables.length;
}
let countedTables = 0;

let lastRows = '';
async function signature(): Promise<string> {
  // Straight on the pg pool under the client: read after every request, Prisma's own cost would double the fuzz's time.
  const writes = async () => (await poolOf(t.db)!.query<{ n: string }>(`SELECT n FROM fuzz_writes`)).rows[0]!.n;
  let rows = await writes();
  // What an accepted request set off after its commit (domain events: notifications, the relay's
  // own bookkeeping) lands before the count, never during the next request's. A request that wrote
  // no row committed no event either (the outbox is a counted table): nothing to wait for, which
  // spares most refusals a relay cycle (a third of the file's time went to those waits).
  if (rows !== lastRows) {
    await t.delivered();
    rows = await writes();
  }
  lastRows = rows;
  // Files only: a refused upload may leave the folder it was written to, never the file.
  const files = (await readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile());
  return `rows:${rows}|files:${files.length}|jobs:${t.jobs.length}`;
}

async function runBatch(op: Operation, caller: Caller, base: Base, variants: Variant[]): Promise<void> {
  // A fresh token every few requests: the per-caller rate limits (leads, change-password) key on it.
  const tokens: (string | null)[] = [caller.user?.token ?? null];
  if (caller.user)
    for (let i = 1; i < Math.ceil(variants.length / 8); i++) tokens.push((await issueAccessToken(t.db, caller.user.id)).token);
  let before = await signature();
  for (const [i, v] of variants.entries()) {
    const label = `${op.id} as ${caller.kind}: ${v.name}`;
    requestsSent.n++;
    const t0 = performance.now();
    let res: RawResponse;
    try {
      res = await send(port, request(op, caller, tokens[Math.floor(i / 8)]!, base, v));
    } catch (err) {
      res = { status: 599, headers: {}, text: String(err), json: undefined };
    }
    if (process.env.FUZZ_LOG)
      answerLog.push(`${res.status} ${Math.round(performance.now() - t0)} ms ${label} ${res.text.slice(0, 140)}`);
    if (caller.kind === 'authorised' && v.name === 'valid request') validAnswers.set(op.id, res);
    const problem = judge(res);
    if (problem) problems.push(`${label} → ${problem}`);
    else if (v.status && caller.kind === 'authorised' && res.status !== v.status)
      problems.push(`${label} → answered ${res.status}, not ${v.status}: ${res.text.slice(0, 160)}`);
    const after = await signature();
    if (res.status >= 400 && after !== before) problems.push(`${label} → ${res.status} but wrote (${before} → ${after})`);
    before = after;
  }
}

async function fuzz(op: Operation): Promise<void> {
  const { authorised, low } = rolesFor(op);
  const targets = await targetsFor(op);
  const base = baseFor(op, targets);
  const isPublic = op.access === 'global' || op.access === 'tenant';
  const batches: [Caller, Variant[]][] = [];
  const auth: Caller = {
    kind: 'authorised',
    host: t.demo.host,
    user: isPublic ? null : authorised ? await makeUser(t.demo, authorised) : null,
  };
  batches.push([auth, authorisedVariants(op, base, targets)]);
  if (!isPublic && low && low !== authorised) {
    batches.push([
      { kind: 'low role', host: t.demo.host, user: await makeUser(t.demo, low) },
      outsiderVariants(op, base, targets),
    ]);
  }
  if (op.access !== 'global') {
    // Another tenant's user with a valid token on this tenant's host (or, for public routes, this request on another tenant's host).
    const other: Caller = isPublic
      ? { kind: 'other tenant', host: t.acme.host, user: null }
      : {
          kind: 'other tenant',
          host: t.demo.host,
          user: await makeUser(t.acme, authorised === 'admin' ? 'manager' : (authorised ?? 'manager')),
        };
    batches.push([other, outsiderVariants(op, base, targets)]);
  }
  for (const [caller, variants] of batches) await runBatch(op, caller, base, variants);
  exercised.add(op.id);
}

describe('fuzz of every operation in docs/openapi.json', () => {
  let started = 0;
  beforeAll(async () => {
    port = await listen((t.api.get('/') as unknown as { app: Server }).app);
    await installWriteCounter();
    started = Date.now();
  });
  afterAll(() => {
    // FUZZ_LOG=path writes every answer (status, caller, variant) there, to see what a route makes of each.
    if (process.env.FUZZ_LOG) writeFileSync(process.env.FUZZ_LOG, answerLog.join('\n'));
    console.log(`fuzz: ${requestsSent.n} requests over ${exercised.size} operations in ${Date.now() - started} ms`);
  });

  it('lists at least the operations known when the fuzz was written', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(KNOWN_OPERATIONS);
    expect(countedTables).toBeGreaterThan(40);
    for (const role of USER_TYPES) expect(ROLE_ORDER).toContain(role);
  });

  for (const op of OPERATIONS) {
    it(op.id, async () => {
      const before = problems.length;
      await fuzz(op);
      expect([...new Set(problems.slice(before))]).toEqual([]);
    });
  }

  it('a request built from the document alone passes validation, for every operation', () => {
    // The document carries every format rule the server enforces: were one missing, the request
    // built from it would be refused as invalid. Refusals about state (a taken e-mail, a record
    // an earlier variant deleted, a reset link that was never sent) are not about the format.
    const refused = [...validAnswers]
      .filter(([, res]) => (res.json as { code?: string } | undefined)?.code === 'VALIDATION_FAILED')
      .map(([id, res]) => `${id}: ${res.text.slice(0, 300)}`);
    expect(refused).toEqual([]);
    expect(validAnswers.size).toBe(OPERATIONS.length);
  });

  it('exercised every operation', () => {
    expect([...exercised].sort()).toEqual(OPERATIONS.map((o) => o.id).sort());
  });
});
