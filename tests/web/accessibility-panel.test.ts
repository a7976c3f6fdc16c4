import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY, DEFAULT_ACCESSIBILITY, MESSAGES, type AccessibilitySettings } from '@trilha/shared/kernel';
import { accessibilitySettingsSchema } from '@trilha/shared/accessibility';
import {
  cycleColorScheme,
  decreaseContrast,
  decreaseFont,
  effectiveFont,
  fontCap,
  increaseContrast,
  increaseFont,
  rootFontPx,
  toggleDyslexia,
  validSettings,
  type PanelResult,
} from '../../apps/web/src/features/accessibility/panel-rules.ts';
import {
  SLATE,
  adjustThemeColors,
  contrastVariables,
  pageTextVariables,
  withHue,
  withoutColor,
} from '../../apps/web/src/lib/theme/adjust.ts';
import { buildTheme, contrastRatio, luminance, parseHex, rgbToHsl } from '../../apps/web/src/lib/theme/colors.ts';
import { loadAllMessages } from '../../apps/web/src/i18n/index.ts';

// The limits' messages are the accessibility domain's: loaded as the panel loads them.
beforeAll(() => loadAllMessages());

const DESKTOP = 1280;
const PHONE = 390;
const base = DEFAULT_ACCESSIBILITY;
const with_ = (patch: Partial<AccessibilitySettings>): AccessibilitySettings => ({ ...base, ...patch });
const settingsOf = (r: PanelResult) => {
  if (!r.settings) throw new Error(`refused: ${r.message}`);
  return r.settings;
};
/** Presses a control until it refuses; the values passed through, and the refusal. */
function pressUntilRefused(
  start: AccessibilitySettings,
  press: (s: AccessibilitySettings) => PanelResult,
  pick: (s: AccessibilitySettings) => number,
) {
  const seen = [pick(start)];
  let s = start;
  for (let i = 0; i < 50; i++) {
    const r = press(s);
    if (r.message !== undefined) return { seen, message: r.message, last: s };
    s = r.settings;
    seen.push(pick(s));
  }
  throw new Error('never refused');
}

describe('the spec’s messages (001 §8)', () => {
  it('are word for word', () => {
    expect(MESSAGES.fontMaxReached).toBe('Tamanho máximo atingido');
    expect(MESSAGES.fontMinReached).toBe('Tamanho mínimo atingido');
    expect(MESSAGES.contrastMaxReached).toBe('Auto contraste máximo atingido');
    expect(MESSAGES.contrastMinReached).toBe('Auto contraste mínimo atingido');
    expect(MESSAGES.colorFilterInvalid).toBe('Insira um filtro de cor válido!');
  });
});

describe('font size (001 §5, §9)', () => {
  it('starts at 1: 16 px, and the minimum refuses with its message', () => {
    expect(base.font_multiplier).toBe(1);
    expect(rootFontPx(base, DESKTOP)).toBe(16);
    expect(decreaseFont(base, DESKTOP)).toEqual({ message: 'Tamanho mínimo atingido' });
    expect(decreaseFont(base, PHONE)).toEqual({ message: 'Tamanho mínimo atingido' });
  });

  it('goes up by 0.1 to 2 on a screen 1024 px wide or more, then refuses with its message', () => {
    for (const width of [1024, DESKTOP, 1920]) {
      const r = pressUntilRefused(
        base,
        (s) => increaseFont(s, width),
        (s) => s.font_multiplier,
      );
      expect(r.seen).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2]);
      expect(r.message).toBe('Tamanho máximo atingido');
      expect(rootFontPx(r.last, width)).toBe(32);
    }
  });

  it('stops at 1.6 under 1024 px', () => {
    for (const width of [1023, 768, PHONE]) {
      const r = pressUntilRefused(
        base,
        (s) => increaseFont(s, width),
        (s) => s.font_multiplier,
      );
      expect(r.seen).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6]);
      expect(r.message).toBe('Tamanho máximo atingido');
      expect(rootFontPx(r.last, width)).toBe(25.6);
    }
    expect(fontCap(1023)).toBe(1.6);
    expect(fontCap(1024)).toBe(2);
  });

  it('goes down by 0.1 back to 1', () => {
    const r = pressUntilRefused(
      with_({ font_multiplier: 2 }),
      (s) => decreaseFont(s, DESKTOP),
      (s) => s.font_multiplier,
    );
    expect(r.seen).toEqual([2, 1.9, 1.8, 1.7, 1.6, 1.5, 1.4, 1.3, 1.2, 1.1, 1]);
    expect(r.message).toBe('Tamanho mínimo atingido');
  });

  it('a 2 saved on a desktop is 1.6 on a phone, and steps from there', () => {
    const big = with_({ font_multiplier: 2 });
    expect(effectiveFont(big, PHONE)).toBe(1.6);
    expect(rootFontPx(big, PHONE)).toBe(25.6);
    expect(increaseFont(big, PHONE)).toEqual({ message: 'Tamanho máximo atingido' });
    expect(settingsOf(decreaseFont(big, PHONE)).font_multiplier).toBe(1.5);
    expect(rootFontPx(big, DESKTOP)).toBe(32);
  });
});

describe('contrast (001 §5, §9)', () => {
  it('goes 1 → 5 → 9 → 13, then refuses with its message', () => {
    const r = pressUntilRefused(base, increaseContrast, (s) => s.contrast_multiplier);
    expect(r.seen).toEqual([1, 5, 9, 13]);
    expect(r.message).toBe('Auto contraste máximo atingido');
  });

  it('goes 13 → 9 → 5 → 1, then refuses with its message', () => {
    const r = pressUntilRefused(with_({ contrast_multiplier: 13 }), decreaseContrast, (s) => s.contrast_multiplier);
    expect(r.seen).toEqual([13, 9, 5, 1]);
    expect(r.message).toBe('Auto contraste mínimo atingido');
  });

  it('is refused both ways on the fourth colour scheme, with its message, and works on the others', () => {
    const fourth = with_({ color_blindness_index: 3, contrast_multiplier: 5 });
    expect(increaseContrast(fourth)).toEqual({ message: 'Insira um filtro de cor válido!' });
    expect(decreaseContrast(fourth)).toEqual({ message: 'Insira um filtro de cor válido!' });
    for (const color_blindness_index of [null, 0, 1, 2] as const)
      expect(settingsOf(increaseContrast(with_({ color_blindness_index }))).contrast_multiplier).toBe(5);
  });
});

describe('colour-blindness cycle (001 §4)', () => {
  it('goes off → hue 90 → hue 200 → hue 360 → contrast 0 → off', () => {
    const seen: (number | null)[] = [base.color_blindness_index];
    let s = base;
    for (let i = 0; i < 5; i++) {
      s = settingsOf(cycleColorScheme(s));
      seen.push(s.color_blindness_index);
    }
    expect(seen).toEqual([null, 0, 1, 2, 3, null]);
    expect(ACCESSIBILITY.colorSchemes).toEqual([
      { hue: 90, need: 'protanopia' },
      { hue: 200, need: 'deuteranopia' },
      { hue: 360, need: 'tritanopia' },
      { contrast: 0, need: 'achromatopsia' },
    ]);
  });

  it('turning it off resets the contrast; moving between schemes keeps it', () => {
    expect(settingsOf(cycleColorScheme(with_({ color_blindness_index: 3, contrast_multiplier: 9 })))).toEqual(
      with_({ color_blindness_index: null, contrast_multiplier: 1 }),
    );
    expect(settingsOf(cycleColorScheme(with_({ color_blindness_index: 1, contrast_multiplier: 9 }))).contrast_multiplier).toBe(9);
  });

  it('off with contrast 1 leaves the tenant’s colours exactly', () => {
    const tenant = { primary: '#ea580c', secondary: '#1e293b' };
    expect(adjustThemeColors(tenant, base)).toEqual(tenant);
    expect(contrastVariables(base)).toEqual({});
  });

  it('schemes 0..2 set the hue of both colours to 90, 200, 360 degrees; scheme 3 takes the colour away at the same luminance', () => {
    const tenant = { primary: '#ea580c', secondary: '#f59e0b' };
    for (const [i, hue] of [
      [0, 90],
      [1, 200],
      [2, 0],
    ] as const) {
      const c = adjustThemeColors(tenant, with_({ color_blindness_index: i }));
      for (const hex of [c.primary, c.secondary]) expect(Math.round(rgbToHsl(parseHex(hex)).h)).toBeCloseTo(hue, -1);
    }
    expect(withHue('#2563eb', 360)).toBe(withHue('#2563eb', 0));
    const gray = adjustThemeColors(tenant, with_({ color_blindness_index: 3, contrast_multiplier: 13 }));
    for (const hex of [gray.primary, gray.secondary]) {
      const { r, g, b } = parseHex(hex);
      expect(r === g && g === b).toBe(true);
    }
    expect(luminance(withoutColor('#ea580c'))).toBeCloseTo(luminance('#ea580c'), 2);
    expect(contrastVariables(with_({ color_blindness_index: 3, contrast_multiplier: 13 }))).toEqual({});
  });

  it('every scheme still gives readable buttons and links (AA), whatever the tenant’s colours', () => {
    for (const tenant of [
      { primary: '#ea580c', secondary: '#1e293b' },
      { primary: '#4F46E5', secondary: '#F59E0B' },
      { primary: '#facc15', secondary: '#16a34a' },
    ])
      for (const color_blindness_index of [null, 0, 1, 2, 3] as const)
        for (const contrast_multiplier of [1, 5, 9, 13]) {
          const c = adjustThemeColors(tenant, with_({ color_blindness_index, contrast_multiplier }));
          const theme = buildTheme(c.primary, c.secondary);
          expect(contrastRatio(theme.primaryText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
          if (color_blindness_index === null && contrast_multiplier === 1) continue; // the tenant's own, untouched
          // Links and eyebrows on the page's grey background (slate-50), lightened further by the contrast steps.
          const text = pageTextVariables(theme.primary)['--color-primary-text']!;
          const page = contrastVariables(with_({ color_blindness_index, contrast_multiplier }))['--color-slate-50'] ?? SLATE[50];
          expect(contrastRatio(text, page)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(theme.onPrimary, theme.primary[600])).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(theme.onSecondary, theme.secondary[500])).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('higher contrast darkens the text greys and the tenant’s colours step by step', () => {
    const text = [1, 5, 9, 13].map((c) => contrastVariables(with_({ contrast_multiplier: c }))['--color-slate-600'] ?? '#475569');
    const ratios = text.map((hex) => contrastRatio(hex, '#ffffff'));
    for (let i = 1; i < ratios.length; i++) expect(ratios[i]).toBeGreaterThan(ratios[i - 1]!);
    const primary = [1, 5, 9, 13].map(
      (c) => adjustThemeColors({ primary: '#ea580c', secondary: '#f59e0b' }, with_({ contrast_multiplier: c })).primary,
    );
    for (let i = 1; i < primary.length; i++) expect(luminance(primary[i]!)).toBeLessThan(luminance(primary[i - 1]!));
  });
});

describe('dyslexia flag and stored settings', () => {
  it('the flag toggles', () => {
    expect(settingsOf(toggleDyslexia(base)).dyslexia).toBe(true);
    expect(settingsOf(toggleDyslexia(with_({ dyslexia: true }))).dyslexia).toBe(false);
  });

  it('stored values are kept only when they are the panel’s own steps, as the API’s schema', () => {
    const good = [base, with_({ dyslexia: true, font_multiplier: 1.7, contrast_multiplier: 13, color_blindness_index: 3 })];
    for (const s of good) {
      expect(validSettings(s)).toEqual(s);
      expect(accessibilitySettingsSchema.safeParse(s).success).toBe(true);
    }
    const bad = [
      null,
      'x',
      with_({ font_multiplier: 1.25 }),
      with_({ font_multiplier: 2.1 }),
      with_({ font_multiplier: 0.9 }),
      with_({ contrast_multiplier: 3 }),
      with_({ contrast_multiplier: 17 }),
      { ...base, color_blindness_index: 4 },
      { ...base, dyslexia: 'true' },
    ];
    for (const s of bad) {
      expect(validSettings(s), JSON.stringify(s)).toBeNull();
      expect(accessibilitySettingsSchema.safeParse(s).success, JSON.stringify(s)).toBe(false);
    }
  });
});
