// `@trilha/shared/kernel` is what the web client's entry imports: constants, roles, messages, error
// codes and the policy, without zod, so the sign-in page renders without it (docs/web-client.md
// "Code splitting"). This follows its static imports and fails on any package import.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../packages/shared/src');
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*'([^']+)'/g;

function graph(entry: string): { files: string[]; packages: Map<string, string> } {
  const files: string[] = [];
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (spec!.startsWith('.')) visit(resolve(dirname(file), spec!));
      else packages.set(spec!, relative(SRC, file));
    }
  };
  visit(entry);
  return { files, packages };
}

describe('@trilha/shared/kernel', () => {
  const { files, packages } = graph(resolve(SRC, 'kernel/index.ts'));

  it('imports no package (no zod)', () => {
    expect(Object.fromEntries(packages)).toEqual({});
  });

  it('reaches the policy, the messages and the error codes of every domain', () => {
    const names = files.map((f) => relative(SRC, f));
    expect(names).toEqual(expect.arrayContaining(['policy/index.ts', 'messages.ts', 'errors/codes.ts', 'registry.ts']));
    expect(names.filter((n) => n.endsWith('/permissions.ts')).length).toBeGreaterThan(10);
  });

  it('is what the root exports too', async () => {
    const [kernel, root] = await Promise.all([import('@trilha/shared/kernel'), import('@trilha/shared')]);
    for (const [name, value] of Object.entries(kernel)) expect(root[name as keyof typeof root], name).toBe(value);
  });
});
