import { describe, expect, it } from 'vitest';
import {
  SHADE_STEPS,
  buildTheme,
  contrastRatio,
  DEFAULT_COLORS,
  generateShades,
  luminance,
  parseHex,
  themeCssVariables,
  themeNameFor,
} from '../../apps/web/src/lib/theme/colors.ts';

describe('shade generator', () => {
  it('makes ten shades 50..900 with the colour itself at 500', () => {
    const shades = generateShades('#EA580C');
    expect(Object.keys(shades).map(Number)).toEqual([...SHADE_STEPS]);
    expect(shades[500]).toBe('#ea580c');
    for (const hex of Object.values(shades)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('goes from light to dark monotonically', () => {
    for (const colour of ['#ea580c', '#2563eb', '#16a34a', '#facc15', '#6b7280', '#000000', '#ffffff']) {
      const l = SHADE_STEPS.map((s) => luminance(generateShades(colour)[s]));
      for (let i = 1; i < l.length; i++) expect(l[i]).toBeLessThanOrEqual(l[i - 1]!);
    }
  });

  it('keeps the hue: a blue stays blue from 50 to 900', () => {
    const shades = generateShades('#2563eb');
    for (const step of SHADE_STEPS) {
      const { r, g, b } = parseHex(shades[step]);
      expect(b).toBeGreaterThanOrEqual(r);
      expect(b).toBeGreaterThanOrEqual(g);
    }
  });

  it('accepts #rgb and rejects what is not a colour', () => {
    expect(generateShades('#fff')[500]).toBe('#ffffff');
    expect(() => generateShades('orange')).toThrow();
  });

  it('exposes --color-primary-50..900 and --color-secondary-50..900 for tailwind', () => {
    const vars = themeCssVariables(buildTheme('#ea580c', '#1e293b'));
    for (const step of SHADE_STEPS) {
      expect(vars[`--color-primary-${step}`]).toMatch(/^#/);
      expect(vars[`--color-secondary-${step}`]).toMatch(/^#/);
    }
    expect(vars['--color-primary-500']).toBe('#ea580c');
    expect(vars['--color-secondary-500']).toBe('#1e293b');
  });
});

describe('contrast (WCAG AA)', () => {
  // The database default (#ea580c / #1e293b) and the client's built-in default theme.
  for (const [primary, secondary] of [
    ['#ea580c', '#1e293b'],
    [DEFAULT_COLORS.primary, DEFAULT_COLORS.secondary],
  ] as const) {
    it(`default theme ${primary}: buttons, links and badges reach 4.5:1`, () => {
      const t = buildTheme(primary, secondary);
      expect(contrastRatio(t.onPrimary, t.primary[600])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.primary[700], t.onPrimary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.onSecondary, t.secondary[500])).toBeGreaterThanOrEqual(4.5);
      // Text on tinted chips: secondary-900 on secondary-100, primary-800 on primary-50.
      expect(contrastRatio(t.secondary[900], t.secondary[100])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.primary[800], t.primary[50])).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('picks dark text on a light tenant colour and a darker shade for links', () => {
    const t = buildTheme('#facc15', '#fde68a');
    expect(t.onSecondary).toBe('#111827');
    expect(contrastRatio(t.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.onPrimary, t.primary[600])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme name from the primary colour', () => {
  const cases: Array<[string, string]> = [
    ['#ea580c', 'orange'],
    ['#f97316', 'orange'],
    ['#2563eb', 'blue'],
    ['#0ea5e9', 'blue'],
    ['#16a34a', 'green'],
    ['#10b981', 'green'],
    ['#9333ea', 'purple'],
    ['#db2777', 'purple'],
    ['#4f46e5', 'indigo'],
    ['#6366f1', 'indigo'],
    ['#dc2626', 'red'],
    ['#e11d48', 'red'],
    ['#eab308', 'yellow'],
    ['#facc15', 'yellow'],
    ['#6b7280', 'gray'],
    ['#64748b', 'gray'],
    ['#1e1b4b', 'indigo'],
    ['#1e293b', 'gray'],
    ['#000000', 'gray'],
    ['#ffffff', 'gray'],
  ];
  it.each(cases)('%s → %s', (hex, name) => expect(themeNameFor(hex)).toBe(name));
  it('is what buildTheme reports', () => expect(buildTheme('#16a34a', '#000000').name).toBe('green'));
});
