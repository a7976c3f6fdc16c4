// Pure colour maths of the accessibility panel (001 §4: colour-blindness schemes and contrast),
// applied to the tenant's colours before the theme is built (lib/theme/apply.ts), so every shade,
// the readable foregrounds and the link colour follow, and "off" is the tenant's colours again.
// No DOM: tested in node (tests/web/accessibility-panel.test.ts).
import { ACCESSIBILITY, type AccessibilitySettings } from '@trilha/shared/kernel';
import { contrastRatio, generateShades, parseHex, readableOn, rgbToHsl, toHex, type ShadeStep, type Shades } from './colors.ts';

export type ThemeColors = { primary: string; secondary: string };
type Adjustable = Pick<AccessibilitySettings, 'contrast_multiplier' | 'color_blindness_index'>;

function hslToHex(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return toHex({ r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 });
}

/** The colour with its hue set to `hue` degrees (saturation and lightness kept). 360 is red, as 0. */
export function withHue(hex: string, hue: number): string {
  const { s, l } = rgbToHsl(parseHex(hex));
  return hslToHex(hue, s, l);
}

/** The grey of the same luminance: no colour contrast left, and the same contrast with white or ink. */
export function withoutColor(hex: string): string {
  const { r, g, b } = parseHex(hex);
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  const v = y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055;
  return toHex({ r: v * 255, g: v * 255, b: v * 255 });
}

/** How far the contrast multiplier goes from 1 (0) to 13 (1). */
export function contrastStrength(multiplier: number): number {
  const { min, max } = ACCESSIBILITY.contrast;
  return Math.min(1, Math.max(0, (multiplier - min) / (max - min)));
}

const mixToward = (hex: string, target: 0 | 255, t: number): string => {
  const { r, g, b } = parseHex(hex);
  return toHex({ r: r + (target - r) * t, g: g + (target - g) * t, b: b + (target - b) * t });
};

/** At the top contrast step the tenant's colours are this much nearer black (buttons, links, badges). */
const THEME_DARKEN_AT_MAX = 0.35;
/** …and the text greys (slate 400..900) this much; the lightest backgrounds (50, 100) this much nearer white. */
const TEXT_DARKEN_AT_MAX = 0.55;
const BACKGROUND_LIGHTEN_AT_MAX = 0.6;

/**
 * The tenant's colours as the panel's scheme shows them: schemes 0..2 set both colours' hue to 90,
 * 200 or 360 degrees; scheme 3 (contrast 0) takes their colour away; then the contrast multiplier
 * darkens them. Off (null) and contrast 1: the tenant's own colours, untouched.
 */
export function adjustThemeColors(colors: ThemeColors, a: Adjustable): ThemeColors {
  const scheme = a.color_blindness_index === null ? null : ACCESSIBILITY.colorSchemes[a.color_blindness_index];
  const recolor = (hex: string) => {
    let out = hex;
    if (scheme && 'hue' in scheme) out = withHue(out, scheme.hue);
    if (scheme && 'contrast' in scheme) out = withoutColor(out);
    // Scheme 3 pins contrast at 0 (its control is refused there): no darkening on top of it.
    else out = mixToward(out, 0, contrastStrength(a.contrast_multiplier) * THEME_DARKEN_AT_MAX);
    return out;
  };
  // A new hue at the tenant's lightness can land where neither white nor ink reads on it (a sky
  // blue): darkened until its button (primary 600) or badge (secondary 500) text reaches AA.
  return { primary: readableAt(recolor(colors.primary), 600), secondary: readableAt(recolor(colors.secondary), 500) };
}

/** AA for normal text (WCAG 1.4.3). */
const AA = 4.5;

/** The colour, or the first of it darkened in 8 % steps whose shade `step` carries readable text. */
export function readableAt(hex: string, step: ShadeStep): string {
  let out = hex;
  for (let k = 1; k <= 12; k++) {
    const shade = generateShades(out)[step];
    if (contrastRatio(readableOn(shade), shade) >= AA) return out;
    out = mixToward(hex, 0, k * 0.08);
  }
  return out;
}

/** Tailwind's slate (the app's only grey), whose variables the contrast steps override. */
export const SLATE = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
} as const;

/**
 * CSS variables for the contrast multiplier beyond the tenant's colours: text greys darker,
 * the lightest backgrounds lighter; the middle (200, 300: borders, and light text on dark bars)
 * stays, so no pair loses contrast. Empty at 1 and on scheme 3.
 */
export function contrastVariables(a: Adjustable): Record<string, string> {
  if (a.color_blindness_index === ACCESSIBILITY.contrastBlockedScheme) return {};
  const s = contrastStrength(a.contrast_multiplier);
  if (s === 0) return {};
  const vars: Record<string, string> = {};
  for (const [step, hex] of Object.entries(SLATE)) {
    const n = Number(step);
    if (n <= 100) vars[`--color-slate-${step}`] = mixToward(hex, 255, s * BACKGROUND_LIGHTEN_AT_MAX);
    else if (n >= 400) vars[`--color-slate-${step}`] = mixToward(hex, 0, s * TEXT_DARKEN_AT_MAX);
  }
  return vars;
}

/** The page's background (slate-50, `html`), on which headings' eyebrows and links also sit. */
const PAGE_BACKGROUND = SLATE[50];

/**
 * The link and eyebrow colour of a recoloured theme: the lightest of 600..900 that reaches AA on
 * the page's grey background, not only on white (a new hue may sit right at 4.5:1 on white).
 */
export function pageTextVariables(primary: Shades): Record<string, string> {
  for (const step of [600, 700, 800, 900] as const)
    if (contrastRatio(primary[step], PAGE_BACKGROUND) >= AA) return { '--color-primary-text': primary[step] };
  return { '--color-primary-text': primary[900] };
}
