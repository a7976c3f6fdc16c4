// Every domain's fuzz targets: each file of this folder (but this one and define.ts) default-exports
// one declaration. Loaded by the folder's contents, so a domain adds its file and nothing else.
import { readdirSync } from 'node:fs';
import type { FuzzTargets } from './define.ts';

const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'define.ts')
  .sort();
const modules = await Promise.all(
  files.map(async (f) => [f, ((await import(/* @vite-ignore */ `./${f}`)) as { default: FuzzTargets }).default] as const),
);

export const FUZZ_TARGETS: ReadonlyMap<string, FuzzTargets> = (() => {
  const byResource = new Map<string, FuzzTargets>();
  for (const [file, targets] of modules)
    for (const resource of targets.resources) {
      if (byResource.has(resource)) throw new Error(`fuzz targets: ${resource} is claimed twice (${file})`);
      byResource.set(resource, targets);
    }
  return byResource;
})();
