import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { need } from '../support/requirements.ts';

/**
 * The proof of issue 30 that a domain is the unit: `pnpm new-domain widgets` in a copy of the
 * repository (the working tree as it is, without node_modules, which are linked) changes only the
 * new domain's own folders and the generated files, and the result typechecks, lints and passes its
 * own test. Expensive (a typecheck of the whole workspace, ~1-4 min): one test, its time in
 * docs/testing.md.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const copy = mkdtempSync(join(tmpdir(), 'trilha-new-domain-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** What the scaffold may touch besides the domain's folders: files `pnpm gen` and the docs scripts write. */
const GENERATED = [
  /^packages\/shared\/src\/(domains|permissions)\.generated\.ts$/,
  /^packages\/shared\/src\/(events|jobs|realtime)\/catalogue\.generated\.ts$/,
  /^apps\/api\/src\/domains\/index\.ts$/,
  /^apps\/worker\/src\/jobs\/index\.ts$/,
  /^apps\/web\/src\/app\/features\.ts$/,
  /^prisma\/src\/seed\/steps\/index\.ts$/,
  /^tests\/support\/factories\/all\.generated\.ts$/,
  /^docs\/generated\/[a-z]+\.md$/,
  /^docs\/(openapi\.json|permissions\.md)$/,
  /^prisma\/migrations\/\d+_add_widgets\/migration\.sql$/,
  // Prisma needs both sides of a relation: `schema:format` writes the Company back-relation.
  /^prisma\/schema\/companies\.prisma$/,
  // Not generated yet: the web's English and Spanish texts of the shared messages (one table per language).
  /^apps\/web\/src\/i18n\/messages\.(en|es)\.ts$/,
];
const OWN = [
  /^prisma\/schema\/widgets\.prisma$/,
  /^packages\/shared\/src\/widgets\//,
  /^apps\/api\/src\/domains\/widgets\//,
  /^apps\/web\/src\/features\/widgets\//,
  /^prisma\/src\/seed\/steps\/widgets\.ts$/,
  /^tests\/support\/factories\/widgets\.ts$/,
  /^tests\/api\/widgets\.test\.ts$/,
];

/**
 * `dir`'s node_modules in the copy: every installed package linked to the original's, but the
 * workspace's own packages (relative links, `@trilha/db -> ../../../../prisma`) kept relative, so
 * they resolve to the copy's packages and its new files.
 */
function linkModules(dir: string, depth = 0): void {
  mkdirSync(join(copy, dir), { recursive: true });
  for (const entry of readdirSync(join(root, dir))) {
    const from = join(root, dir, entry);
    const to = join(copy, dir, entry);
    const stat = lstatSync(from);
    const target = stat.isSymbolicLink() ? readlinkSync(from) : '';
    if (target && !isAbsolute(target) && !target.includes('.pnpm')) symlinkSync(target, to);
    else if (depth === 0 && entry.startsWith('@') && stat.isDirectory()) linkModules(join(dir, entry), 1);
    else symlinkSync(from, to);
  }
}

/** Runs a command in the copy; a failure carries the end of its output. */
const sh = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  try {
    return execFileSync(cmd, args, {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${`${stdout ?? ''}\n${stderr ?? ''}`.slice(-4000)}`);
  }
};

const dbUrl = process.env.TEST_DATABASE_URL ?? null;
const ready = need(dbUrl !== null, 'PostgreSQL', 'TEST_DATABASE_URL is not set: the scaffold writes a migration');

describe.runIf(ready)('pnpm new-domain', () => {
  it('scaffolds a domain that touches only its own folders and generated files, and typechecks, lints and passes its test', async () => {
    // The working tree (tracked and new files, not the ignored ones), then a commit to diff against.
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && existsSync(join(root, f)));
    for (const f of files) cpSync(join(root, f), join(copy, f), { recursive: true });
    cpSync(join(root, 'prisma/src/generated'), join(copy, 'prisma/src/generated'), { recursive: true });
    for (const dir of [
      '.',
      ...['apps', 'packages'].flatMap((d) => readdirSync(join(root, d)).map((p) => `${d}/${p}`)),
      'prisma',
      'tests',
      'bench',
    ])
      if (existsSync(join(root, dir, 'node_modules')) && existsSync(join(copy, dir))) linkModules(join(dir, 'node_modules'));
    sh('git', ['init', '-q']);
    sh('git', ['add', '-A']);
    sh('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'before', '--no-verify']);

    sh('pnpm', ['-s', 'new-domain', 'widgets'], { DATABASE_URL: dbUrl! });

    const changed = sh('git', ['status', '--porcelain', '-uall'])
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3));
    const stray = changed.filter((p) => ![...OWN, ...GENERATED].some((re) => re.test(p)));
    expect(stray, 'paths outside the domain and the generated files').toEqual([]);
    for (const re of OWN)
      expect(
        changed.some((p) => re.test(p)),
        `${re} written`,
      ).toBe(true);
    expect(
      changed.some((p) => /^prisma\/migrations\/.*_add_widgets\//.test(p)),
      'a migration',
    ).toBe(true);

    // The new tenant table under row-level security (appended by migrate:create).
    const migration = readFileSync(
      join(
        copy,
        changed.find((p) => p.includes('_add_widgets/'))!,
      ),
      'utf8',
    );
    expect(migration).toContain(`trilha_enable_tenant_rls('widgets')`);
    sh('pnpm', ['-s', 'typecheck']);
    sh('pnpm', ['-s', 'exec', 'eslint', ...changed.filter((p) => /\.tsx?$/.test(p))]);
    sh('pnpm', ['-s', 'exec', 'prettier', '--check', '--ignore-unknown', ...changed]);
    sh('pnpm', ['-s', 'exec', 'tsx', 'scripts/gen-registries.ts', '--check']);
    sh('pnpm', ['-s', 'exec', 'vitest', 'run', '--project', 'api', 'tests/api/widgets.test.ts'], { TEST_DATABASE_URL: dbUrl! });
  }, 900_000);
});
