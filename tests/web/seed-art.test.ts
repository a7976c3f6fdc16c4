import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACME_DISCIPLINES, DEMO_DISCIPLINES } from '../../prisma/src/seed/data.ts';
import { BADGE_ART, disciplineCover, materialCover, WARNING_ART } from '../../prisma/src/seed/art.ts';

const PUBLIC = join(import.meta.dirname, '..', '..', 'apps', 'web', 'public');

describe('seeded pictures', () => {
  it('every image the seed stores ships with the web client', () => {
    const paths = [
      ...[...DEMO_DISCIPLINES, ...ACME_DISCIPLINES].flatMap((d) => [
        disciplineCover(d.name),
        ...d.materials.map((m) => materialCover(m.name)),
      ]),
      ...Object.values(BADGE_ART),
      ...Object.values(WARNING_ART),
    ];
    const missing = paths.filter((p) => !existsSync(join(PUBLIC, p)));
    expect(missing).toEqual([]);
    for (const p of paths) expect(readFileSync(join(PUBLIC, p), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
