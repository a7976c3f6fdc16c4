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

/**
 * The environment the production image's runtime stage sets (its `ENV` lines after `AS runtime`),
 * except NODE_OPTIONS, which a bench passes as command-line flags (deployedNodeOptions) so that
 * BENCH_*_NODE_FLAGS can replace them. E.g. MALLOC_ARENA_MAX.
 */
export function deployedEnv(): Record<string, string> {
  const dockerfile = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.search(/^FROM .* AS runtime$/m));
  const env: Record<string, string> = {};
  for (const [, line] of runtime.matchAll(/^ENV (.*)$/gm))
    for (const [, key, quoted, bare] of line!.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g)) env[key!] = quoted ?? bare!;
  delete env.NODE_OPTIONS;
  return env;
}

/**
 * The node flags docker-compose.yml gives a service on its command line (`command: ['node',
 * ...flags, 'server/<x>.js']`), e.g. the worker's heap cap.
 */
export function composeCommandFlags(service: string): string[] {
  const compose = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'docker-compose.yml'), 'utf8');
  const block = new RegExp(`^  ${service}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? '';
  const command = /^ {4}command: \[(.*)\]$/m.exec(block)?.[1];
  if (!command) throw new Error(`docker-compose.yml has no command for the ${service} service`);
  const words = command.split(',').map((w) => w.trim().replace(/^'|'$/g, ''));
  return words.filter((w) => w.startsWith('--'));
}

/** The environment docker-compose.yml sets for a service (plain `KEY: value` lines only). */
export function composeEnv(service: string, key: string): string | undefined {
  const compose = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'docker-compose.yml'), 'utf8');
  const block = new RegExp(`^  ${service}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? '';
  return new RegExp(`^ {6}${key}: (.*)$`, 'm').exec(block)?.[1]?.trim();
}
