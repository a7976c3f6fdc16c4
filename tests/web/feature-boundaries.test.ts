import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's features are held to the API domains' rule (docs/web-client.md "Feature boundaries",
// tests/platform/domain-boundaries.test.ts for the API):
// - a module of features/<f>/ imports packages, lib/, ui/, shell/, i18n/, its own feature, and of
//   app/ only the kernel a feature plugs into (app/feature.ts, the manifest's type;
//   app/query-client.ts; app/tenant.ts), never the app that lists the features (routes, features);
// - another feature only through that feature's declared public entry, features/<g>/public.ts,
//   which says why it is public;
// - no two features depend on each other, directly or through others, counting what a feature
//   reaches through lib/, ui/, shell/ and app/ at run time (a shell module that imports a feature
//   makes whoever imports it depend on that feature).
const SRC = resolve(import.meta.dirname, '../../apps/web/src');
const FEATURES = join(SRC, 'features');
const APP_KERNEL = ['app/feature.ts', 'app/query-client.ts', 'app/tenant.ts'];
const OUTSIDE_FEATURES = ['lib/', 'ui/', 'shell/', 'i18n/'];
const PUBLIC_ENTRY = 'public.ts';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
  });

type Import = { to: string; typeOnly: boolean };

// Static imports and re-exports (`import … from`, `export … from`, `import '…'`) and dynamic
// `import('…')`, relative ones only (packages are always allowed). Comments are removed first.
const STATIC = /(?:^|\n)\s*(import|export)(\s+type\b)?(?:\s[^'"]*?from)?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const stripComments = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const resolveSpecifier = (from: string, spec: string): string => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile()) ?? base;
};

export const importsOf = (file: string, source: string): Import[] => {
  const code = stripComments(source);
  return [
    ...[...code.matchAll(STATIC)].map((m) => ({ to: resolveSpecifier(file, m[3]!), typeOnly: Boolean(m[2]) })),
    ...[...code.matchAll(DYNAMIC)].map((m) => ({ to: resolveSpecifier(file, m[1]!), typeOnly: false })),
  ];
};

/** The feature a module belongs to (`features/materials/staff/x.ts` → materials), or null. */
const featureOf = (file: string): string | null => {
  const rel = relative(FEATURES, file);
  return rel.startsWith('..') || !rel.includes('/') ? null : rel.split('/')[0]!;
};
const rel = (file: string) => relative(SRC, file);

/** Why an import from a feature's module breaks the rule, or null when it keeps it. */
export function refusal(from: string, to: string): string | null {
  const own = featureOf(from);
  const target = featureOf(to);
  const path = rel(to);
  if (target === own) return null;
  if (target)
    return relative(join(FEATURES, target), to) === PUBLIC_ENTRY ? null : `reaches into ${target} past its public entry`;
  if (OUTSIDE_FEATURES.some((p) => path.startsWith(p)) || APP_KERNEL.includes(path)) return null;
  if (path.startsWith('app/')) return 'imports the app that lists the features';
  return 'imports outside lib/, ui/, shell/, i18n/';
}

const all = files(SRC);
const sources = new Map(all.map((f) => [f, readFileSync(f, 'utf8')]));
const imports = new Map(all.map((f) => [f, importsOf(f, sources.get(f)!)]));

/** The features a module reaches at run time without passing through another feature's module. */
function featuresReached(start: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const i of imports.get(file) ?? []) {
      if (i.typeOnly || seen.has(i.to)) continue;
      seen.add(i.to);
      const f = featureOf(i.to);
      if (f) found.add(f);
      else visit(i.to);
    }
  };
  visit(start);
  return found;
}

/** Feature → the features its modules reach (directly, or through lib/, ui/, shell/, app/). */
function featureGraph(): Map<string, Set<string>> {
  const deps = new Map<string, Set<string>>();
  for (const file of all) {
    const own = featureOf(file);
    if (!own) continue;
    for (const f of featuresReached(file)) if (f !== own) deps.set(own, (deps.get(own) ?? new Set()).add(f));
    // A type-only import of another feature couples the two as well.
    for (const i of imports.get(file)!) {
      const f = featureOf(i.to);
      if (f && f !== own) deps.set(own, (deps.get(own) ?? new Set()).add(f));
    }
  }
  return deps;
}

/** Every cycle's features, each cycle once (as a sorted list). */
export function cyclesOf(deps: Map<string, Set<string>>): string[][] {
  const reaches = (a: string, b: string, seen = new Set<string>()): boolean =>
    [...(deps.get(a) ?? [])].some((n) => n === b || (!seen.has(n) && (seen.add(n), reaches(n, b, seen))));
  const inCycle = [...deps.keys()].filter((d) => reaches(d, d));
  const groups = new Map<string, string[]>();
  for (const d of inCycle) {
    const group = inCycle.filter((o) => o === d || (reaches(d, o) && reaches(o, d))).sort();
    groups.set(group.join(' ↔ '), group);
  }
  return [...groups.values()];
}

describe('web feature boundaries (apps/web/src/features)', () => {
  it('the import reader finds static, re-exported, dynamic and type-only imports', () => {
    const file = join(FEATURES, 'forums', 'x.tsx');
    const found = importsOf(
      file,
      [
        `import { a } from '../materials/api.ts';`,
        `import type { B } from '../../app/routes.tsx';`,
        `export { c } from './c.ts';`,
        `// import { d } from '../grades/d.ts';`,
        `const Page = lazy(() => import('../scorm/ScormPage.tsx'));`,
        `import {\n  e,\n  f,\n} from '../../ui/Button.tsx';`,
      ].join('\n'),
    );
    expect(found.map((i) => [rel(i.to), i.typeOnly])).toEqual([
      ['features/materials/api.ts', false],
      ['app/routes.tsx', true],
      ['features/forums/c.ts', false],
      ['ui/Button.tsx', false],
      ['features/scorm/ScormPage.tsx', false],
    ]);
  });

  it('the rule: own feature, lib/ui/shell/i18n, the app kernel, and another feature only through public.ts', () => {
    const from = join(FEATURES, 'forums', 'ForumPage.tsx');
    expect(refusal(from, join(FEATURES, 'forums', 'api.ts'))).toBeNull();
    expect(refusal(from, join(SRC, 'lib', 'api.ts'))).toBeNull();
    expect(refusal(from, join(SRC, 'app', 'query-client.ts'))).toBeNull();
    expect(refusal(from, join(FEATURES, 'materials', 'public.ts'))).toBeNull();
    expect(refusal(from, join(FEATURES, 'materials', 'api.ts'))).toMatch(/public entry/);
    expect(refusal(from, join(SRC, 'app', 'routes.tsx'))).toMatch(/app that lists/);
    expect(refusal(from, join(SRC, 'main.tsx'))).toMatch(/outside/);
    const deps = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(deps)).toEqual([['a', 'b', 'c']]);
  });

  it('a feature imports only what the rule allows', () => {
    const offending = all
      .filter((f) => featureOf(f))
      .flatMap((from) =>
        imports.get(from)!.flatMap((i) => {
          const why = refusal(from, i.to);
          return why ? [`${rel(from)} → ${rel(i.to)}: ${why}`] : [];
        }),
      );
    expect(offending, 'move the shared piece to lib/ or ui/, or export it from the feature’s public.ts').toEqual([]);
  });

  it('the app kernel a feature may import reaches no feature', () => {
    const reached = APP_KERNEL.flatMap((m) => [...featuresReached(join(SRC, m))].map((f) => `${m} → ${f}`));
    expect(reached).toEqual([]);
  });

  it('lib/, ui/ and i18n/ reach no feature at run time (what every feature may import stays below them all)', () => {
    const below = all.filter((f) => ['lib/', 'ui/', 'i18n/'].some((p) => rel(f).startsWith(p)));
    const reached = below.flatMap((m) => [...featuresReached(m)].map((f) => `${rel(m)} → ${f}`));
    expect(reached, 'a piece of lib/ or ui/ that needs a feature belongs in that feature').toEqual([]);
  });

  it('a public entry says why it is public', () => {
    const entries = all.filter((f) => featureOf(f) && relative(join(FEATURES, featureOf(f)!), f) === PUBLIC_ENTRY);
    const silent = entries.filter((f) => !/^\s*\/\//.test(sources.get(f)!)).map(rel);
    expect(silent, 'start public.ts with a comment: who uses it, and why it is not in lib/ or ui/').toEqual([]);
  });

  it('no two features depend on each other (directly or through others)', () => {
    expect(cyclesOf(featureGraph()), 'features in an import cycle').toEqual([]);
  });
});
