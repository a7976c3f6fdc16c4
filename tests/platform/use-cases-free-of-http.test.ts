import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Use cases are free of HTTP (docs/architecture.md "How a request flows"): a use case takes plain
// values (tenant, actor, input, a form reader, and the deps it uses) and answers plain values;
// Fastify's request and reply stay in the routes and in apps/api/src/http/. And a use case names
// the deps it uses (`Pick<AppDeps, 'db' | 'storage'>`), not the whole bag, so what it can touch is
// read in its signature.
const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'apps/api/src');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });

/** Route files (`routes.ts`, `preference-routes.ts`) and the HTTP layer are the edge. */
const isEdge = (rel: string) => rel.startsWith('http/') || /(^|\/|-)routes\.ts$/.test(rel);

/** Outside the edge, and why each may still name Fastify. */
const FASTIFY_ALLOWED: Record<string, string> = {
  'app.ts': 'builds the Fastify instance',
  'kit/register-domains.ts': 'registers every domain’s routes on the instance (bootstrap)',
  'kit/domain.ts': 'the manifest’s `routes` is a Fastify plugin',
  'openapi/register.ts': 'plugs the OpenAPI generator into the instance (bootstrap)',
  'storage/uploads.ts': 'the materials’ multipart reader, called only from http/form-input.ts',
  'storage/image-upload.ts': 'the image multipart reader, called only from http/form-input.ts',
};

/** Use-case files that may take the whole bag, and why. */
const WHOLE_DEPS_ALLOWED: Record<string, string> = {
  'kit/domain.ts': 'the manifest’s route factory receives every dep to hand on to its routes',
  'kit/register-domains.ts': 'hands every dep to every domain’s route factory',
};

const FASTIFY =
  /\bfrom\s+['"](?:fastify|@fastify\/[^'"]+|fastify-[^'"]+)['"]|\bdeclare module ['"]fastify['"]|\bFastify(?:Request|Reply|Instance)\b/;
const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
export const namesFastify = (source: string) => FASTIFY.test(stripComments(source));
/** A parameter (or property of a function type) typed as the whole `AppDeps`: `deps: AppDeps,` / `)` / ` =`. */
const WHOLE_DEPS = /\b\w+\??\s*:\s*(?:Readonly<\s*)?AppDeps\s*>?\s*(?:[,)=]|$)/m;
export const takesWholeDeps = (source: string) => WHOLE_DEPS.test(stripComments(source));

const sources = files(SRC).map((f) => ({ rel: relative(SRC, f), source: readFileSync(f, 'utf8') }));
/** Use-case files: the domains' modules (route files and manifests aside) and the kit's helpers. */
const useCases = sources.filter(
  (f) =>
    (f.rel.startsWith('domains/') || f.rel.startsWith('kit/')) &&
    !isEdge(f.rel) &&
    !/^domains\/[^/]+\/index\.ts$/.test(f.rel) &&
    f.rel !== 'domains/index.ts',
);

describe('use cases free of HTTP (apps/api/src)', () => {
  it('the detectors find what they look for, and skip comments and narrowed deps', () => {
    expect(namesFastify(`import type { FastifyRequest } from 'fastify';`)).toBe(true);
    expect(namesFastify(`import type { MultipartFile } from '@fastify/multipart';`)).toBe(true);
    expect(namesFastify(`export async function f(req: FastifyRequest) {}`)).toBe(true);
    expect(namesFastify(`// not a FastifyRequest here\nexport const a = 1;`)).toBe(false);
    expect(takesWholeDeps(`export async function f(deps: AppDeps, tenant: Tenant) {}`)).toBe(true);
    expect(takesWholeDeps(`export const f = (deps: AppDeps) => 1;`)).toBe(true);
    expect(takesWholeDeps(`columns?: (deps: AppDeps, upload: StoredUpload) => Promise<X>;`)).toBe(true);
    expect(takesWholeDeps(`export async function f(deps: Pick<AppDeps, 'db'>, tenant: Tenant) {}`)).toBe(false);
    expect(takesWholeDeps(`type Deps = Pick<AppDeps, 'db' | 'storage'>;`)).toBe(false);
  });

  it('no Fastify type outside the routes and http/ (bootstrap and the two multipart readers aside)', () => {
    const offending = sources
      .filter((f) => !isEdge(f.rel) && !(f.rel in FASTIFY_ALLOWED) && namesFastify(f.source))
      .map((f) => f.rel);
    expect(offending).toEqual([]);
  });

  it('Actor, the errors and the tenant live in the kit: nothing imports them from http/', () => {
    const offending = sources
      .filter((f) => /from\s+'[./]*(?:http\/)?(?:app-error|request-context)\.ts'/.test(f.source) && !isEdge(f.rel))
      .map((f) => f.rel);
    expect(offending).toEqual([]);
    expect(sources.filter((f) => f.rel.startsWith('kit/') && /from\s+'\.\.\/http\//.test(f.source)).map((f) => f.rel)).toEqual(
      [],
    );
  });

  it('no use case takes the whole AppDeps: it names the deps it uses', () => {
    const offending = useCases.filter((f) => !(f.rel in WHOLE_DEPS_ALLOWED) && takesWholeDeps(f.source)).map((f) => f.rel);
    expect(offending).toEqual([]);
  });

  it('the allow-lists name files that exist and still need the exception', () => {
    const byRel = new Map(sources.map((f) => [f.rel, f.source]));
    for (const rel of Object.keys(FASTIFY_ALLOWED)) expect(namesFastify(byRel.get(rel) ?? ''), rel).toBe(true);
    for (const rel of Object.keys(WHOLE_DEPS_ALLOWED)) expect(takesWholeDeps(byRel.get(rel) ?? ''), rel).toBe(true);
  });
});
