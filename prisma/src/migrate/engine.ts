import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { MigrationAdapterFactory, type PgTarget } from './adapter.ts';

export type { SchemaEngine };

declare global {
  // Rust panics are reported through this global; without it they surface as
  // "Cannot read properties of undefined (reading 'set_message')".
  var PRISMA_WASM_PANIC_REGISTRY: { message: string; get(): string; set_message(m: string): void } | undefined;
}

let loaded = false;

// The package entry imports the .wasm as an ES module (needs --experimental-wasm-modules),
// so instantiate it by hand, as Prisma 6's CLI did. Once per process.
function loadWasm(): void {
  if (loaded) return;
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
    message: '',
    get() {
      return this.message;
    },
    set_message(m: string) {
      this.message = `RuntimeError: ${m}`;
    },
  };
  const require = createRequire(import.meta.url);
  const wasmPath = join(dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
  // The engine arms timers (e.g. the 10 s advisory-lock timeout) and never clears them; unref
  // them so a script that ran a migration exits at once instead of 10 s later.
  const imports: Record<string, unknown> = { ...bg };
  for (const [key, fn] of Object.entries(bg)) {
    if (key.startsWith('__wbg_setTimeout_') && typeof fn === 'function') {
      imports[key] = (...args: unknown[]) => {
        const t = (fn as (...a: unknown[]) => unknown)(...args) as { unref?: () => void };
        t?.unref?.();
        return t;
      };
    }
  }
  const inst = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasmPath)), {
    './schema_engine_bg.js': imports as WebAssembly.ModuleImports,
  });
  bg.__wbg_set_wasm(inst.exports);
  (inst.exports.__wbindgen_start as () => void)();
  loaded = true;
}

export interface SchemaFile {
  path: string;
  content: string;
}

/** Runs `fn` with a fresh schema engine over `target`, freeing it afterwards. */
// The WASM module is one instance per process: two engines alive at once corrupt each other's
// memory (seen as a Rust panic when two test projects migrated concurrently). Run one at a time.
// The queue lives on globalThis because this file may be loaded more than once per process (test
// runners give each project its own module graph) while the WASM module itself is shared.
const queueHolder = globalThis as { __trilhaSchemaEngineQueue?: Promise<unknown> };

export function withEngine<T>(target: PgTarget, schema: SchemaFile[], fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const run = (queueHolder.__trilhaSchemaEngineQueue ?? Promise.resolve()).then(() => runEngine(target, schema, fn));
  queueHolder.__trilhaSchemaEngineQueue = run.catch(() => undefined);
  return run;
}

async function runEngine<T>(target: PgTarget, schema: SchemaFile[], fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  loadWasm();
  const log = (msg: unknown) => {
    if (process.env.PRISMA_MIGRATE_DEBUG) console.error('[schema-engine]', msg);
  };
  const factory = new MigrationAdapterFactory(target);
  const engine = await bg.SchemaEngine.new(
    // Every schema file: the engine resolves relations across them like `prisma generate` does.
    { datamodels: schema.map((f) => [f.path, f.content] as [string, string]) },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await factory.close();
  }
}

export const NO_FILTERS = { externalTables: [], externalEnums: [] };
