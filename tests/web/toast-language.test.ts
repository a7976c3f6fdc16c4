// Toasts in the page's language (issue 29: 'Relatório Exportado!' showed in pt-BR on an English
// page). `notify.*` (lib/toast.ts) translates a spec message given in pt-BR; a toast made with
// sonner's own `toast.*` (through `withSonner`, for a button or a duration) is shown as given, so
// its text must come from the catalogue (`t(...)`, `messageText(...)`), never a shared pt-BR
// constant (`REPORT_MESSAGES.x`, `M.x`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../apps/web/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `toast.success(X.y` where X is a name imported from @trilha/shared (a pt-BR constant). */
export function untranslatedToasts(source: string): string[] {
  const shared = new Set<string>();
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@trilha\/shared[^']*'/g))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && !name.startsWith('type ')) shared.add(name);
    }
  const found: string[] = [];
  for (const m of source.matchAll(/\btoast\.(?:success|error|info|warning|message)\(\s*([A-Za-z_$][\w$]*)\./g))
    if (shared.has(m[1]!)) found.push(m[0]);
  return found;
}

describe('sonner toasts take their text from the catalogue', () => {
  it('finds a shared constant handed to toast.*', () => {
    const sample = "import { REPORT_MESSAGES as M } from '@trilha/shared/reports';\ntoast.success(M.studentLogPdfReady, {});";
    expect(untranslatedToasts(sample)).toEqual(['toast.success(M.']);
    expect(untranslatedToasts("import { x } from 'y';\ntoast.success(t('a'));")).toEqual([]);
  });

  it('no screen hands a pt-BR constant to sonner', () => {
    const offenders = files(SRC).flatMap((f) =>
      untranslatedToasts(readFileSync(f, 'utf8')).map((hit) => `${relative(SRC, f)}: ${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
