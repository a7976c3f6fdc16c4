import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// Imported, not only resolved below, so the production build (which keeps the npm packages its
// bundles import: scripts/prune-node-modules.ts) ships scorm-again.
import 'scorm-again/cross-frame-api';
import { PLAYER_SCRIPT } from './player-script.ts';

/**
 * The two scripts of the player page: scorm-again's CrossFrameAPI (its browser build, as the
 * library ships it, read once) and our relay.
 */
export type RuntimeFile = 'cross-frame-api.js' | 'player.js';

let cache: Record<RuntimeFile, string> | null = null;
export function runtimeFiles(): Record<RuntimeFile, string> {
  if (cache) return cache;
  const scormAgainDist = dirname(createRequire(import.meta.url).resolve('scorm-again'));
  cache = {
    'cross-frame-api.js': readFileSync(join(scormAgainDist, 'cross-frame-api.min.js'), 'utf8'),
    'player.js': PLAYER_SCRIPT,
  };
  return cache;
}
