import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `pnpm new-domain <name>` (a plural kebab-case name: `widgets`, `study-plans`): scaffolds a domain
 * in the house shape (docs/adding-a-domain.md), each piece in the domain's own folders: its Prisma
 * model and migration (row-level security appended by migrate:create), the shared schemas, texts,
 * permissions, errors, event and live event, the API's routes (list and create), use cases and a
 * subscriber, a seed step, a factory, an API test and a web page. Then `pnpm gen` lists it
 * everywhere and the OpenAPI and permission documents are rewritten. The migration needs a
 * PostgreSQL server: DATABASE_URL (else TEST_DATABASE_URL). A starting point: rename the `name`
 * field, add the domain's own, and keep the tests honest.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*s$/.test(name)) {
  console.error('usage: pnpm new-domain <name>: a plural kebab-case name ending in s (widgets, study-plans)');
  process.exit(2);
}
const one = name.slice(0, -1); // widget, study-plan
const pascal = (s: string) => s.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const camel = (s: string) => pascal(s).replace(/^./, (c) => c.toLowerCase());
const N = {
  kebab: name, // widgets
  snake: name.replaceAll('-', '_'), // widgets (the table)
  camel: camel(name), // widgets
  One: pascal(one), // Widget (the model)
  one: camel(one), // widget
  oneKebab: one, // widget
  ONE: one.replaceAll('-', '_').toUpperCase(), // WIDGET
};
const paths = [
  `prisma/schema/${N.kebab}.prisma`,
  `packages/shared/src/${N.kebab}`,
  `apps/api/src/domains/${N.kebab}`,
  `apps/web/src/features/${N.kebab}`,
  `prisma/src/seed/steps/${N.kebab}.ts`,
  `tests/support/factories/${N.kebab}.ts`,
  `tests/api/${N.kebab}.test.ts`,
];
for (const p of paths)
  if (existsSync(join(root, p))) {
    console.error(`${p} exists: a domain named ${name} is already there`);
    process.exit(2);
  }

const files: Record<string, string> = {};

files[`prisma/schema/${N.kebab}.prisma`] = `// ${N.One}s: scaffolded by \`pnpm new-domain ${N.kebab}\`.

// A tenant record: company_id leads every key (docs/data-model.md rule 6).
model ${N.One} {
  id        Int      @default(autoincrement())
  companyId Int      @map("company_id")
  name      String   @db.VarChar(120)
  createdAt DateTime @default(now()) @map("created_at") @db.Timestamptz(3)

  tenant Company @relation(fields: [companyId], references: [id], onDelete: Cascade)

  @@id([companyId, id])
  @@unique([companyId, name])
  @@index([companyId, createdAt(sort: Desc)])
  @@map("${N.snake}")
}
`;

const S = `packages/shared/src/${N.kebab}`;
files[`${S}/schemas.ts`] = `import { z } from 'zod';
import { paginated, paginationQuery } from '../common/pagination.ts';

export const ${N.one}Schema = z.object({ id: z.number().int(), name: z.string(), created_at: z.string() });
export type ${N.One} = z.infer<typeof ${N.one}Schema>;

export const create${N.One}BodySchema = z.object({ name: z.string().trim().min(1).max(120) });
export type Create${N.One}Body = z.infer<typeof create${N.One}BodySchema>;

/** Rows per page of the list. */
export const ${N.ONE}_PAGE_SIZE = 30;
export const list${N.One}sQuerySchema = paginationQuery(${N.ONE}_PAGE_SIZE);
export type List${N.One}sQuery = z.infer<typeof list${N.One}sQuerySchema>;

export const ${N.one}PageSchema = paginated(${N.one}Schema);
export type ${N.One}Page = z.infer<typeof ${N.one}PageSchema>;
export const ${N.one}ResponseSchema = z.object({ data: ${N.one}Schema });
`;
files[`${S}/messages.ts`] = `export const ${N.ONE}_MESSAGES = {
  ${N.one}NameTaken: 'Já existe um registro com este nome.',
} as const;
`;
files[`${S}/permissions.ts`] = `import { definePermissions } from '../policy/define.ts';
import { USER_TYPES } from '../roles.ts';

export const ${N.ONE}_PERMISSIONS = definePermissions({
  '${N.kebab}:list': { roles: USER_TYPES, why: 'Scaffolded: every member of the company sees its ${N.kebab}.' },
  '${N.kebab}:create': { roles: ['manager', 'admin'], why: "Scaffolded: the company's managers keep its ${N.kebab}." },
});
`;
files[`${S}/errors.ts`] = `import { defineErrors } from '../errors/define.ts';
import { ${N.ONE}_MESSAGES as M } from './messages.ts';

export const ${N.ONE}_ERRORS = defineErrors({
  ${N.ONE}_NAME_TAKEN: { status: 422, message: M.${N.one}NameTaken, field: 'name' },
});
`;
files[`${S}/events.ts`] = `import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

export const ${N.ONE}_EVENTS = defineDomainEvents({
  '${N.oneKebab}.created': {
    description: 'A ${N.oneKebab} was created (POST /${N.kebab}).',
    payload: z.object({ ${N.snake.replace(/s$/, '')}_id: id, actor_id: id }),
  },
});
`;
files[`${S}/live.ts`] = `import { z } from 'zod';
import { defineLiveEvents } from '../realtime/define.ts';
import { userChannel } from '../realtime/channels.ts';

export const ${N.ONE}_LIVE_EVENTS = defineLiveEvents({
  '.${N.oneKebab}.created': {
    description: "A ${N.oneKebab} the user created was saved: the user's other tabs refresh their list.",
    channels: [userChannel],
    payload: z.object({ id: z.number().int() }),
  },
});
`;
files[`${S}/domain.ts`] = `import { defineDomain } from '../domain.ts';
import { ${N.ONE}_ERRORS } from './errors.ts';
import { ${N.ONE}_MESSAGES } from './messages.ts';
import { ${N.ONE}_PERMISSIONS } from './permissions.ts';

export const ${N.camel}Domain = defineDomain({
  name: '${N.kebab}',
  messages: ${N.ONE}_MESSAGES,
  permissions: ${N.ONE}_PERMISSIONS,
  errors: ${N.ONE}_ERRORS,
});
`;
files[`${S}/index.ts`] = `export * from './schemas.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './live.ts';
`;

const A = `apps/api/src/domains/${N.kebab}`;
const idKey = `${N.snake.replace(/s$/, '')}_id`;
files[`${A}/${N.oneKebab}-json.ts`] = `import type { ${N.One} } from '@trilha/shared/${N.kebab}';

/** A row as the API answers it. */
export const ${N.one}Json = (r: { id: number; name: string; createdAt: Date }): ${N.One} => ({
  id: r.id,
  name: r.name,
  created_at: r.createdAt.toISOString(),
});
`;
files[`${A}/list-${N.kebab}.ts`] = `import { pageMeta } from '@trilha/shared';
import type { List${N.One}sQuery, ${N.One}Page } from '@trilha/shared/${N.kebab}';
import type { AppDeps } from '../../deps.ts';
import { ${N.one}Json } from './${N.oneKebab}-json.ts';

/** GET /${N.kebab}: the tenant's ${N.kebab}, newest first (deps.db binds the tenant). */
export async function list${N.One}s(deps: Pick<AppDeps, 'db'>, q: List${N.One}sQuery): Promise<${N.One}Page> {
  const [rows, total] = await Promise.all([
    deps.db.${N.one}.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (q.page - 1) * q.per_page, take: q.per_page }),
    deps.db.${N.one}.count(),
  ]);
  return { data: rows.map(${N.one}Json), meta: pageMeta(q.page, q.per_page, total) };
}
`;
files[`${A}/create-${N.oneKebab}.ts`] = `import type { Create${N.One}Body, ${N.One} } from '@trilha/shared/${N.kebab}';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { ${N.one}Json } from './${N.oneKebab}-json.ts';

/** POST /${N.kebab}: a new ${N.oneKebab}, its name unique in the company; publishes ${N.oneKebab}.created. */
export async function create${N.One}(deps: Pick<AppDeps, 'db' | 'domainEvents'>, tenant: Tenant, actor: Actor, body: Create${N.One}Body): Promise<${N.One}> {
  try {
    return await deps.db.$transaction(async (tx) => {
      const row = await tx.${N.one}.create({ data: { companyId: tenant.companyId, name: body.name } });
      await deps.domainEvents.publish(tx, tenant.companyId, '${N.oneKebab}.created', { ${idKey}: row.id, actor_id: actor.id });
      return ${N.one}Json(row);
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw appError('${N.ONE}_NAME_TAKEN');
    throw e;
  }
}
`;
files[`${A}/on-${N.oneKebab}-created.ts`] = `import { defineSubscriber } from '../../events/subscriber.ts';

/** After commit: the creator's other tabs hear of the new ${N.oneKebab} (\`.${N.oneKebab}.created\` on users.{id}). */
export const push${N.One}Created = defineSubscriber({
  name: '${N.kebab}.push-${N.oneKebab}-created',
  event: '${N.oneKebab}.created',
  phase: 'after-commit',
  async handle({ deps, event, afterCommit }) {
    const p = event.payload;
    afterCommit(() => deps.events.toUser(p.actor_id, '.${N.oneKebab}.created', { id: p.${idKey} }));
  },
});
`;
files[`${A}/routes.ts`] = `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { create${N.One}BodySchema, list${N.One}sQuerySchema, ${N.one}PageSchema, ${N.one}ResponseSchema } from '@trilha/shared/${N.kebab}';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { create${N.One} } from './create-${N.oneKebab}.ts';
import { list${N.One}s } from './list-${N.kebab}.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

export const ${N.one}Routes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/${N.kebab}', {
      config: { access: { permission: '${N.kebab}:list' } },
      schema: {
        tags: ['${N.kebab}'],
        security: [{ bearer: [] }],
        summary: "The company's ${N.kebab}, newest first",
        querystring: list${N.One}sQuerySchema,
        response: { 200: ${N.one}PageSchema, ...errors },
      },
      handler: async (req) => list${N.One}s(deps, req.query),
    });

    app.post('/${N.kebab}', {
      config: { access: { permission: '${N.kebab}:create' } },
      schema: {
        tags: ['${N.kebab}'],
        security: [{ bearer: [] }],
        summary: 'Create a ${N.oneKebab} (its name unique in the company)',
        body: create${N.One}BodySchema,
        response: { 201: ${N.one}ResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({ data: await create${N.One}(deps, requireTenant(req), requireActor(req), req.body) }),
    });
  };
`;
files[`${A}/index.ts`] = `import { ${N.ONE}_ERRORS, ${N.ONE}_PERMISSIONS } from '@trilha/shared/${N.kebab}';
import { defineApiDomain } from '../../kit/domain.ts';
import { push${N.One}Created } from './on-${N.oneKebab}-created.ts';
import { ${N.one}Routes } from './routes.ts';

export const ${N.camel}Domain = defineApiDomain({
  name: '${N.kebab}',
  tables: ['${N.snake}'],
  routes: ${N.one}Routes,
  permissions: ${N.ONE}_PERMISSIONS,
  errors: ${N.ONE}_ERRORS,
  subscribers: [push${N.One}Created],
});
`;

files[`prisma/src/seed/steps/${N.kebab}.ts`] = `import type { SeedStep } from '../context.ts';

/** The demo company's first ${N.kebab}. */
export const ${N.camel}: SeedStep = {
  name: '${N.kebab}',
  after: ['companies'],
  async run(ctx) {
    await ctx.tx.${N.one}.createMany({
      data: ['Primeiro', 'Segundo'].map((name) => ({ companyId: ctx.get('demoCompanyId'), name })),
    });
  },
};
`;

files[`tests/support/factories/${N.kebab}.ts`] = `import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';

let n = 0;
export async function create${N.One}(db: Db, tenant: TestTenant, o: { name?: string } = {}) {
  return db.${N.one}.create({ data: { companyId: tenant.company.id, name: o.name ?? \`${N.One} \${++n}\` } });
}

export const ${N.one}Factories = { ${N.one}: create${N.One} };
`;

files[`tests/api/${N.kebab}.test.ts`] = `import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

describe('/${N.kebab}', () => {
  it('lists the tenant\\'s own ${N.kebab} to any member, newest first', async () => {
    await t.create.${N.one}(t.acme, { name: 'Outro' });
    const first = await t.create.${N.one}(t.demo, { name: 'Um' });
    const second = await t.create.${N.one}(t.demo, { name: 'Dois' });
    const student = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(student.token).get('/${N.kebab}').expect(200);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(res.body.meta).toMatchObject({ total: 2, current_page: 1 });
  });

  it('creates one for a manager, refuses a student (403), a taken name (422) and no token (401), writing nothing', async () => {
    const manager = await t.create.user(t.demo, { type: 'manager' });
    const res = await t.as(manager.token).post('/${N.kebab}').send({ name: ' Novo ' }).expect(201);
    expect(res.body.data).toMatchObject({ name: 'Novo' });
    const before = await t.rowCounts(['${N.snake}']);
    const student = await t.create.user(t.demo, { type: 'student' });
    await t.as(student.token).post('/${N.kebab}').send({ name: 'Outro' }).expect(403);
    const taken = await t.as(manager.token).post('/${N.kebab}').send({ name: 'Novo' }).expect(422);
    expect(taken.body.code).toBe('${N.ONE}_NAME_TAKEN');
    await t.as(manager.token).post('/${N.kebab}').send({ name: '' }).expect(422);
    await t.as(null).post('/${N.kebab}').send({ name: 'x' }).expect(401);
    expect(await t.rowCounts(['${N.snake}'])).toEqual(before);
  });
});
`;

const W = `apps/web/src/features/${N.kebab}`;
const strings = (lang: string, nav: string, title: string, empty: string) =>
  lang === 'pt'
    ? `// The ${N.kebab} feature's part of the pt-BR catalogue (merged by i18n/catalogue.ts).
export const ${N.camel}Strings = {
  ${N.camel}: { nav: '${nav}', titles: { list: '${title}' }, empty: '${empty}' },
};
`
    : `import type { Translation } from '../../i18n/translation.ts';
import type { ${N.camel}Strings } from './strings.ts';

const strings: Translation<typeof ${N.camel}Strings> = {
  ${N.camel}: { nav: '${nav}', titles: { list: '${title}' }, empty: '${empty}' },
};
export default strings;
`;
files[`${W}/strings.ts`] = strings('pt', N.One, N.One, 'Nenhum registro ainda.');
files[`${W}/strings.en.ts`] = strings('en', N.One, N.One, 'Nothing here yet.');
files[`${W}/strings.es.ts`] = strings('es', N.One, N.One, 'Nada por aquí todavía.');
files[`${W}/api.ts`] = `import { list${N.One}sQuerySchema, ${N.one}PageSchema } from '@trilha/shared/${N.kebab}';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';

/** GET /${N.kebab}: the first page. */
export const ${N.camel}Query = () =>
  queryOptions({
    queryKey: ['${N.kebab}', 'list'],
    queryFn: ({ signal }) =>
      request('/${N.kebab}', { query: list${N.One}sQuerySchema.parse({}), schema: ${N.one}PageSchema, signal }),
  });
`;
files[`${W}/${N.One}sPage.tsx`] = `import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ${N.camel}Query } from './api.ts';

/** /${N.kebab}: the company's ${N.kebab}. */
export function ${N.One}sPage() {
  const { t } = useTranslation();
  const { data } = useQuery(${N.camel}Query());
  return (
    <>
      <PageHeader title={t('${N.camel}.titles.list')} />
      {data && data.data.length === 0 ? <p>{t('${N.camel}.empty')}</p> : null}
      <ul>
        {data?.data.map((r) => (
          <li key={r.id}>{r.name}</li>
        ))}
      </ul>
    </>
  );
}
`;
files[`${W}/feature.ts`] = `import type { Feature } from '../../app/feature.ts';
import type { ${N.camel}Strings } from './strings.ts';

export const ${N.camel}Feature: Feature<typeof ${N.camel}Strings> = {
  name: '${N.kebab}',
  strings: () => import('./strings.ts').then((m) => m.${N.camel}Strings),
  routes: {
    shell: [
      {
        path: '${N.kebab}',
        title: '${N.camel}.titles.list',
        permission: '${N.kebab}:list',
        page: () => import('./${N.One}sPage.tsx').then((m) => ({ Component: m.${N.One}sPage })),
      },
    ],
  },
};
`;

for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  console.log(`wrote ${path}`);
}

// The web's English and Spanish texts of the shared messages are still one table per language
// (apps/web/src/i18n/messages.{en,es}.ts, checked complete by the type): the new message's line there.
for (const [lang, text] of [
  ['en', 'A record with this name already exists.'],
  ['es', 'Ya existe un registro con este nombre.'],
] as const) {
  const file = join(root, `apps/web/src/i18n/messages.${lang}.ts`);
  const src = readFileSync(file, 'utf8');
  const close = src.lastIndexOf('\n};');
  writeFileSync(file, `${src.slice(0, close)}\n  ${N.one}NameTaken: '${text}',${src.slice(close)}`);
}

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env });
const dbUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!dbUrl) throw new Error('migrate:create needs a PostgreSQL server: set DATABASE_URL (or TEST_DATABASE_URL)');
// Prisma needs both sides of a relation: the Company back-relation, the one line outside the
// domain's files (\`schema:format\` would write it too, but realigns other files of the folder).
const companies = join(root, 'prisma/schema/companies.prisma');
const schema = readFileSync(companies, 'utf8');
const model = schema.indexOf('model Company {');
const end = schema.indexOf('\n}', model);
writeFileSync(companies, `${schema.slice(0, end)}\n  ${N.camel} ${N.One}[]${schema.slice(end)}`);
run('pnpm', ['-s', '--filter', '@trilha/db', 'generate']);
run('pnpm', ['-s', '--filter', '@trilha/db', 'migrate:create', `add_${N.snake}`], { ...process.env, DATABASE_URL: dbUrl });
run('pnpm', ['-s', 'gen']);
run('pnpm', ['-s', 'openapi']);
run('pnpm', ['-s', 'docs:permissions']);
run('pnpm', ['-s', 'exec', 'prettier', '--write', '--log-level', 'warn', ...paths.filter((p) => !p.endsWith('.prisma'))]);
console.log(
  `\n${name}: scaffolded. Next: docs/adding-a-domain.md; run its test with\n  npx vitest run --project api tests/api/${N.kebab}.test.ts`,
);
