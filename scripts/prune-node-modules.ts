// Part of the production build (scripts/build-prod.ts): keeps, in a flat (hoisted) node_modules,
// only the packages the server bundles import and what those need at run time.
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Manifest = {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Where Node finds package `name` from directory `from`: the nearest node_modules/name up the tree. */
export function findPackage(from: string, name: string, stopAt?: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === stopAt || dirname(dir) === dir) return null;
  }
}

/**
 * Every package directory under a node_modules, nested ones included (a hoisted layout nests a
 * second version of a package under the package that needs it).
 */
function packageDirs(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  const dirs: string[] = [];
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const names = entry.name.startsWith('@')
      ? readdirSync(join(nodeModules, entry.name)).map((n) => `${entry.name}/${n}`)
      : [entry.name];
    for (const name of names) {
      const dir = join(nodeModules, name);
      dirs.push(dir, ...packageDirs(join(dir, 'node_modules')));
    }
  }
  return dirs;
}

/**
 * Keeps `roots` (the npm packages the bundles import) and, transitively, their dependencies,
 * optional dependencies when installed, and peer dependencies unless optional; removes every other
 * package. That drops what `pnpm deploy --prod` installs only because the lockfile resolved an
 * optional peer in the workspace (the Prisma CLI and Studio next to @prisma/client, TypeScript),
 * the workspace packages (bundled) and libraries only the unbundled code paths use.
 */
export function pruneNodeModules(nodeModules: string, roots: string[]): { kept: number; removed: number } {
  const base = dirname(nodeModules);
  const keep = new Set<string>();
  const missing: string[] = [];
  const visit = (dir: string) => {
    if (keep.has(dir)) return;
    keep.add(dir);
    const m = readManifest(dir);
    const optionalPeers = new Set(Object.entries(m.peerDependenciesMeta ?? {}).flatMap(([n, v]) => (v.optional ? [n] : [])));
    const wanted = [
      ...Object.keys(m.dependencies ?? {}).map((n) => ({ n, required: true })),
      ...Object.keys(m.optionalDependencies ?? {}).map((n) => ({ n, required: false })),
      ...Object.keys(m.peerDependencies ?? {})
        .filter((n) => !optionalPeers.has(n))
        .map((n) => ({ n, required: true })),
    ];
    for (const { n, required } of wanted) {
      const found = findPackage(dir, n, base);
      if (found) visit(found);
      else if (required && !(m.optionalDependencies && n in m.optionalDependencies)) missing.push(`${n} (needed by ${m.name})`);
    }
  };
  for (const name of roots) {
    const dir = findPackage(base, name, base);
    if (!dir) throw new Error(`The server bundles import ${name}, which is not a production dependency of any app`);
    visit(dir);
  }
  if (missing.length) throw new Error(`Production dependencies missing from node_modules: ${missing.join(', ')}`);

  let removed = 0;
  // Deepest first is not needed: removing a parent removes its nested copies with it.
  for (const dir of packageDirs(nodeModules)) {
    if (keep.has(dir) || !existsSync(dir)) continue;
    rmSync(dir, { recursive: true, force: true });
    removed++;
  }
  // Command shims and pnpm's bookkeeping: nothing runs them in production.
  for (const extra of ['.bin', '.pnpm', '.modules.yaml', '.pnpm-workspace-state-v1.json'])
    rmSync(join(nodeModules, extra), { recursive: true, force: true });
  for (const scope of readdirSync(nodeModules).filter((n) => n.startsWith('@')))
    if (!readdirSync(join(nodeModules, scope)).length) rmSync(join(nodeModules, scope), { recursive: true });
  return { kept: keep.size, removed };
}

/**
 * The bundles resolve each npm package from server/, that is from the top of the flat
 * node_modules; the workspace resolved it from the importing package. When a hoisted layout puts
 * another version on top (and the workspace's own under that package), the bundle would silently
 * run the wrong version: fail the build instead, naming both.
 */
export function checkSameVersions(nodeModules: string, imports: { importer: string; name: string }[]): void {
  const skew: string[] = [];
  for (const { importer, name } of imports) {
    const dev = findPackage(dirname(importer), name);
    const prod = findPackage(dirname(nodeModules), name, dirname(nodeModules));
    if (!dev || !prod) continue;
    const [a, b] = [readManifest(realpathSync(dev)).version, readManifest(prod).version];
    if (a !== b) skew.push(`${name}: ${importer} uses ${a}, the production node_modules has ${b} on top`);
  }
  if (skew.length)
    throw new Error(`Version skew between the workspace and the production build (align the versions):\n  ${skew.join('\n  ')}`);
}
