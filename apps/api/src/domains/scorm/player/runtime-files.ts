import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The two scripts of the player page, read once: scorm-again's CrossFrameAPI (its browser build,
 * as the library ships it) and our relay.
 */
export type RuntimeFile = 'cross-frame-api.js' | 'player.js';

let cache: Record<RuntimeFile, string> | null = null;
export function runtimeFiles(): Record<RuntimeFile, string> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const scormAgainDist = dirname(require.resolve('scorm-again'));
  cache = {
    'cross-frame-api.js': readFileSync(join(scormAgainDist, 'cross-frame-api.min.js'), 'utf8'),
    'player.js': readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'player.js'), 'utf8'),
  };
  return cache;
}
