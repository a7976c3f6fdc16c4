// The production build (docs/deployment.md): `pnpm build:prod [--out DIR] [--skip-web] [--skip-generate]`
// (--skip-web: use apps/web/dist as it is; --skip-generate: the Prisma client pnpm install generated).
// Produces a folder that runs with plain `node`, no TypeScript tooling, no dev dependencies:
//   package.json, node_modules/   production dependencies only (pnpm deploy, pruned)
//   server/*.js                   api, realtime, worker, migrate, seed, web: one ES module each
//   prisma/{schema,migrations}    what the migration engine reads at run time
//   web/                          the built web client (served by server/web.js)
// The Dockerfile runs this in its build stage and copies the folder into the runtime image.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { checkSameVersions, pruneNodeModules } from './prune-node-modules.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Entry points of the production image: the name is the file under server/. */
export const PROD_ENTRIES = {
  api: 'apps/api/src/main.ts',
  realtime: 'apps/realtime/src/main.ts',
  worker: 'apps/worker/src/main.ts',
  migrate: 'prisma/src/migrate/cli.ts',
  seed: 'prisma/src/seed/cli.ts',
  backup: 'prisma/src/backup/cli.ts',
  web: 'scripts/serve-web.ts',
} as const;

/**
 * npm packages bundled like workspace code. @prisma/client ships the query compiler of every
 * database Prisma supports (71 MB); the generated client loads only PostgreSQL's, and bundling
 * keeps just that (the compiler is a base64 WebAssembly module, loaded lazily in its own chunk).
 */
const BUNDLED_PACKAGES = ['@prisma/client', '@prisma/client-runtime-utils'];

/**
 * npm packages the server reads files of (require.resolve) rather than imports: no import names
 * them, so they are added to the production dependencies by hand. The report PDF's font
 * (apps/worker/src/jobs/reports/pdf-fonts.ts).
 */
export const FILE_PACKAGES = ['dejavu-fonts-ttf'];

/**
 * Workspace code (@trilha/*, relative imports) is bundled: the workspace packages export their
 * TypeScript sources, and bundling them keeps those manifests as they are for tsx, vitest and
 * Vite. Every other npm package stays external and is loaded from node_modules as published:
 * native addons (@node-rs/argon2), WebAssembly read from disk (the schema engine) and files read
 * next to their modules (BullMQ's Lua scripts) keep working without special cases.
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    // Go regular expressions have no lookahead: match every bare specifier, let the bundled through.
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageName(args.path);
      return name.startsWith('@trilha/') || BUNDLED_PACKAGES.includes(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * Prisma's generated client loads its WebAssembly query compiler from a JavaScript module that
 * holds it as a 4.5 MB base64 string. V8 keeps that module's source and the string itself for the
 * life of the process (~9 MB of heap in every process that queries), and each process decodes a
 * copy. In the build, the generated client reads the compiler's bytes from a binary file written
 * beside the bundles instead (server/<compiler>.wasm): measured on the built worker, ~20 MB less
 * resident memory warm (docs/benchmarks.md "Student-log PDF"). Under tsx and vitest nothing changes.
 * The build stops if the generated loader no longer has the shape this replaces.
 */
const prismaWasmFromFile = (serverDir: string): Plugin => ({
  name: 'prisma-wasm-from-file',
  setup(b) {
    b.onLoad({ filter: /[\\/]prisma[\\/]src[\\/]generated[\\/]internal[\\/]class\.ts$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      const loader =
        /const \{ wasm \} = await import\("(@prisma\/client\/runtime\/(query_compiler_\w+_bg\.postgresql))\.wasm-base64\.mjs"\)\s*return await decodeBase64AsWasm\(wasm\)/;
      const found = loader.exec(source);
      if (!found) throw new Error(`${args.path}: Prisma's query compiler loader changed; update prismaWasmFromFile`);
      const [, runtime, name] = found;
      const base64 = await b.resolve(`${runtime}.wasm-base64.mjs`, { resolveDir: dirname(args.path), kind: 'dynamic-import' });
      if (base64.errors.length) throw new Error(`cannot resolve ${runtime}.wasm-base64.mjs`);
      const { wasm } = (await import(pathToFileURL(base64.path).href)) as { wasm: string };
      mkdirSync(serverDir, { recursive: true });
      writeFileSync(join(serverDir, `${name}.wasm`), Buffer.from(wasm, 'base64'));
      const contents = source.replace(
        loader,
        `const { readFile } = await import('node:fs/promises')\n    return new WebAssembly.Module(await readFile(new URL('./${name}.wasm', import.meta.url)))`,
      );
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
});

/** The package name of a bare import specifier ('@prisma/client/runtime/x' -> '@prisma/client'). */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function run(cmd: string, args: string[], cwd = ROOT) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
}

/** Bundles the entry points into out/server; returns the npm packages the bundles import. */
export async function bundleServer(
  out: string,
): Promise<{ packages: string[]; imports: { importer: string; name: string }[]; metafile: Metafile }> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: PROD_ENTRIES,
    outdir: join(out, 'server'),
    bundle: true,
    // Shared code (the generated Prisma client, @trilha/shared) is one chunk, not one copy per entry.
    splitting: true,
    // Flat: the paths in define below are relative to every output file, entries and chunks alike.
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Maps for readable stack traces (the image runs node --enable-source-maps). Without the
    // sources' text: Node needs only the mappings, and it reads a map when it loads its module.
    sourcemap: 'linked',
    sourcesContent: false,
    // The bundled CommonJS (Prisma's runtime) calls require(); ES modules have none of their own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Paths that modules compute from their own location (import.meta.url) in the workspace, as
    // seen from server/ in the built folder.
    define: { PROD_PRISMA_DIR: JSON.stringify('../prisma'), PROD_WEB_DIST: JSON.stringify('../web') },
    plugins: [npmPackagesExternal, prismaWasmFromFile(join(out, 'server'))],
    metafile: true,
    logLevel: 'warning',
  });
  const packages = new Set<string>();
  for (const output of Object.values(result.metafile.outputs))
    for (const imp of output.imports) if (imp.external && !imp.path.startsWith('node:')) packages.add(packageName(imp.path));
  // Which workspace file imports each of them, to check the version it gets (checkSameVersions).
  const imports = Object.entries(result.metafile.inputs).flatMap(([file, input]) =>
    input.imports
      .filter((i) => i.external && packages.has(packageName(i.path)))
      .map((i) => ({ importer: join(ROOT, file), name: packageName(i.path) })),
  );
  return { packages: [...packages].sort(), imports, metafile: result.metafile };
}

/**
 * The production dependencies, exactly as the lockfile resolves them: `pnpm deploy --prod` of the
 * root package (which depends on every app) into a flat (hoisted) node_modules, so that the
 * bundles in server/ resolve every package by walking up to it. Then pruned to what the bundles
 * import and what those packages need (prune-node-modules.ts).
 */
export function installProductionDependencies(out: string, packages: string[], imports: { importer: string; name: string }[]) {
  // Next to `out`, so that moving node_modules into it is a rename on the same file system.
  const stage = mkdtempSync(`${out}-deploy-`);
  try {
    run('pnpm', [
      // Deploying from a workspace needs injected workspace packages (pnpm 10); set for this command
      // only, so that development keeps its symlinked packages.
      '--config.inject-workspace-packages=true',
      '--config.node-linker=hoisted',
      '--filter',
      'trilha',
      'deploy',
      '--prod',
      '--ignore-scripts',
      '--prefer-offline',
      stage,
    ]);
    renameSync(join(stage, 'node_modules'), join(out, 'node_modules'));
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  checkSameVersions(join(out, 'node_modules'), imports);
  return pruneNodeModules(join(out, 'node_modules'), packages);
}

async function main() {
  const args = process.argv.slice(2);
  const outArg = args.indexOf('--out');
  const out = resolve(outArg >= 0 ? args[outArg + 1]! : join(ROOT, 'dist/prod'));
  const skipWeb = args.includes('--skip-web');
  const skipGenerate = args.includes('--skip-generate');
  const started = Date.now();

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  if (!skipGenerate) {
    console.log('== prisma client');
    run('pnpm', ['--filter', '@trilha/db', 'generate']);
  }
  if (!skipWeb) {
    console.log('== web client');
    run('pnpm', ['--filter', '@trilha/web', 'build']);
  }
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: build the web client');

  console.log('== server bundles');
  const { packages, imports } = await bundleServer(out);
  console.log(`   ${Object.keys(PROD_ENTRIES).length} entry points, importing ${packages.length} npm packages`);

  cpSync(join(ROOT, 'prisma/schema'), join(out, 'prisma/schema'), { recursive: true });
  cpSync(join(ROOT, 'prisma/migrations'), join(out, 'prisma/migrations'), { recursive: true });
  cpSync(join(ROOT, 'apps/web/dist'), join(out, 'web'), { recursive: true });

  console.log('== production dependencies');
  const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines?: unknown };
  writeFileSync(
    join(out, 'package.json'),
    JSON.stringify({ name: 'trilha-prod', private: true, type: 'module', engines: rootManifest.engines }, null, 2) + '\n',
  );
  const pruned = installProductionDependencies(out, [...packages, ...FILE_PACKAGES], imports);
  console.log(`   kept ${pruned.kept} packages, removed ${pruned.removed}`);

  console.log(`Built ${relative(process.cwd(), out) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  for (const name of Object.keys(PROD_ENTRIES)) console.log(`   node server/${name}.js`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
