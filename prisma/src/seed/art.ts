import { DEFAULT_BADGES } from '@trilha/shared/gamification';

/**
 * Where the demo's seeded pictures live. They ship with the web client (apps/web/public/images,
 * drawn by scripts/seed-art.ts from the same names), so a fresh clone shows them without any
 * upload: relative paths like these are resolved against the web origin (apps/web/src/lib/media.ts),
 * whereas uploaded files are absolute /storage URLs on the API.
 */
export const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const disciplineCover = (name: string): string => `/images/disciplines/${slug(name)}.svg`;
export const materialCover = (name: string): string => `/images/materials/${slug(name)}.svg`;

/** The badge catalogue's pictures (@trilha/shared/gamification DEFAULT_BADGES), by badge key. */
export const BADGE_ART: Readonly<Record<string, string>> = Object.fromEntries(DEFAULT_BADGES.map((b) => [b.key, b.image]));

export const WARNING_ART = { lgpd: '/images/warnings/lgpd.svg' } as const;
