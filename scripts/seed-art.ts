/**
 * Draws the demo's seeded pictures (discipline and material covers, badges, the LGPD notice) as
 * small SVG files under apps/web/public/images, named by prisma/src/seed/art.ts from the seed data.
 * Run after changing seeded disciplines or materials: `pnpm exec tsx scripts/seed-art.ts`.
 * (Drawn, not photos: the repository carries no third-party images, and SVGs stay a few KB.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACME_DISCIPLINES, DEMO_DISCIPLINES, DEMO_TAGS } from '../prisma/src/seed/data.ts';
import { BADGE_ART, disciplineCover, materialCover, WARNING_ART } from '../prisma/src/seed/art.ts';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'public');

const hash = (s: string): number => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
/** A small deterministic generator, so the art is the same on every run. */
function rng(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10_000) / 10_000;
  };
}
function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(f < 0 ? v * (1 + f) : v + (255 - v) * f));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** White pictograms on a 100×100 grid, one per theme. */
const ICONS: Record<string, string> = {
  shield:
    '<path d="M50 8 86 22v26c0 22-15 38-36 46C29 86 14 70 14 48V22Z"/><path d="m34 50 11 11 22-24" fill="none" stroke-width="8"/>',
  chat: '<path d="M10 18h56a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8H36L20 76V62H10a8 8 0 0 1-8-8V26a8 8 0 0 1 8-8Z"/><path d="M82 36h6a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8h-6v12L68 78H52" fill="none" stroke-width="6"/>',
  code: '<path d="M34 24 8 50l26 26M66 24l26 26-26 26M58 14 42 86" fill="none" stroke-width="9"/>',
  chart:
    '<path d="M12 88h80" fill="none" stroke-width="7"/><rect x="18" y="52" width="14" height="30" rx="3"/><rect x="43" y="32" width="14" height="50" rx="3"/><rect x="68" y="14" width="14" height="68" rx="3"/>',
  star: '<path d="m50 8 12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3Z"/>',
  book: '<path d="M50 22C40 14 24 12 10 14v62c14-2 30 0 40 8 10-8 26-10 40-8V14c-14-2-30 0-40 8Z"/><path d="M50 22v62" fill="none" stroke-width="5"/>',
  bolt: '<path d="M56 6 18 56h26l-6 38 44-54H54Z"/>',
  people:
    '<circle cx="34" cy="30" r="14"/><circle cx="70" cy="34" r="11"/><path d="M8 84c0-18 12-30 26-30s26 12 26 30Z"/><path d="M56 84c2-14 6-24 14-26 12 0 22 10 22 26Z"/>',
  check:
    '<circle cx="50" cy="50" r="40" fill="none" stroke-width="9"/><path d="m30 52 14 14 28-30" fill="none" stroke-width="10"/>',
  clock: '<circle cx="50" cy="50" r="40" fill="none" stroke-width="9"/><path d="M50 26v26l16 12" fill="none" stroke-width="9"/>',
  lock: '<rect x="22" y="44" width="56" height="44" rx="8"/><path d="M34 44V32a16 16 0 0 1 32 0v12" fill="none" stroke-width="9"/>',
};
const ICON_OF_TAG: Record<string, keyof typeof ICONS> = {
  Obrigatório: 'star',
  Compliance: 'shield',
  'Soft Skills': 'chat',
  Tecnologia: 'code',
  Gestão: 'chart',
};
const icon = (name: keyof typeof ICONS, x: number, y: number, size: number, opacity = 0.92) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="#fff" stroke="#fff" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${ICONS[name]}</g>`;

function bubbles(w: number, h: number, seed: string, n: number): string {
  const r = rng(hash(seed));
  return Array.from({ length: n }, () => {
    const cx = Math.round(r() * w);
    const cy = Math.round(r() * h);
    const rad = Math.round(20 + r() * h * 0.45);
    return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="#fff" opacity="${(0.05 + r() * 0.1).toFixed(2)}"/>`;
  }).join('');
}

function cover(w: number, h: number, base: string, seed: string, iconName: keyof typeof ICONS): string {
  const id = `g${hash(seed).toString(36)}`;
  const wave = `M0 ${h * 0.78} C ${w * 0.25} ${h * 0.62}, ${w * 0.55} ${h * 0.95}, ${w} ${h * 0.72} V ${h} H 0 Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" overflow="hidden" role="img">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, 0.12)}"/><stop offset="1" stop-color="${shade(base, -0.45)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#${id})"/>${bubbles(w, h, seed, 6)}
<path d="${wave}" fill="#000" opacity="0.12"/>
${icon(iconName, w * 0.66, h * 0.2, h * 0.5)}
</svg>
`;
}

function badge(color: string, iconName: keyof typeof ICONS): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>
<path d="M52 100 36 152l24-10 14 18 10-50ZM108 100l16 52-24-10-14 18-10-50Z" fill="${shade(color, -0.5)}"/>
<circle cx="80" cy="70" r="62" fill="url(#b)"/><circle cx="80" cy="70" r="50" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>
${icon(iconName, 52, 42, 56, 1)}
</svg>
`;
}

function write(publicPath: string, svg: string): void {
  const file = join(PUBLIC, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

const tagColor = new Map<string, string>(DEMO_TAGS.map((t) => [t.name, t.color]));
for (const d of [...DEMO_DISCIPLINES, ...ACME_DISCIPLINES]) {
  const tag = d.tags[0] ?? 'Gestão';
  write(disciplineCover(d.name), cover(800, 400, tagColor.get(tag) ?? '#2563eb', d.name, ICON_OF_TAG[tag] ?? 'book'));
  for (const m of d.materials) write(materialCover(m.name), cover(480, 270, m.color, `${d.name}/${m.name}`, 'book'));
}
// One colour and pictogram per badge of the catalogue (@trilha/shared/gamification DEFAULT_BADGES).
const BADGE_LOOK: Record<string, [string, keyof typeof ICONS]> = {
  'first-quiz': ['#0891b2', 'check'],
  'first-steps': ['#16a34a', 'star'],
  dedicated: ['#7c3aed', 'book'],
  marathoner: ['#ea580c', 'bolt'],
  'ten-hours': ['#ca8a04', 'clock'],
  'first-comment': ['#db2777', 'chat'],
  collaborator: ['#2563eb', 'people'],
};
for (const [key, path] of Object.entries(BADGE_ART)) {
  const [color, iconName] = BADGE_LOOK[key] ?? ['#475569', 'star'];
  write(path, badge(color, iconName));
}
write(WARNING_ART.lgpd, cover(1200, 400, '#7c3aed', 'lgpd', 'lock'));
console.log(`seed art written under ${PUBLIC}/images`);
