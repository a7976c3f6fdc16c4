import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The node flags the production image runs every service with (the runtime stage's NODE_OPTIONS in
 * the Dockerfile), so a bench of a built process measures what ships.
 */
export function deployedNodeOptions(): string[] {
  const dockerfile = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'Dockerfile'), 'utf8');
  const match = /^ENV .*NODE_OPTIONS="([^"]*)"/m.exec(dockerfile);
  if (!match) throw new Error('the Dockerfile sets no NODE_OPTIONS="..." for the runtime stage');
  return match[1]!.split(' ').filter(Boolean);
}
