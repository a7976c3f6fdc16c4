// Pure colour maths for tenant theming: no DOM here, so it is tested in node (tests/web/theme.test.ts).

export const SHADE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type ShadeStep = (typeof SHADE_STEPS)[number];
export type Shades = Record<ShadeStep, string>;

export const THEME_NAMES = ['orange', 'blue', 'green', 'purple', 'indigo', 'red', 'yellow', 'gray'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme used before the tenant's settings arrive and on License Error (AA on white with white text). */
export const DEFAULT_COLORS = { primary: '#4F46E5', secondary: '#F59E0B' } as const;

type Rgb = { r: number; g: number; b: number };

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a hex colour: ${hex}`);
  let h = m[1]!;
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/** How far each step moves the base colour toward white (lighter steps) or black (darker steps). */
const TINT: Partial<Record<ShadeStep, number>> = { 50: 0.95, 100: 0.88, 200: 0.74, 300: 0.56, 400: 0.3 };
const SHADE: Partial<Record<ShadeStep, number>> = { 600: 0.16, 700: 0.32, 800: 0.48, 900: 0.62 };

/** Ten shades 50..900 with the tenant's colour itself at 500. */
export function generateShades(hex: string): Shades {
  const base = parseHex(hex);
  const out = {} as Shades;
  for (const step of SHADE_STEPS) {
    const tint = TINT[step];
    const shade = SHADE[step];
    out[step] = toHex(tint !== undefined ? mix(base, WHITE, tint) : shade !== undefined ? mix(base, BLACK, shade) : base);
  }
  return out;
}

export function rgbToHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const rn = r / 255,
    gn = g / 255,
    bn = b / 255;
  const max = Math.max(rn, gn, bn),
    min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s, l };
}

/**
 * The theme name of a primary colour (000 §9): low saturation or chroma (or nearly black/white) is
 * gray, otherwise the hue decides (pinks count as purple).
 */
export function themeNameFor(hex: string): ThemeName {
  const rgb = parseHex(hex);
  const { h, s, l } = rgbToHsl(rgb);
  // Chroma (max - min channel) catches slate-like colours whose HSL saturation looks high.
  const chroma = (Math.max(rgb.r, rgb.g, rgb.b) - Math.min(rgb.r, rgb.g, rgb.b)) / 255;
  if (s < 0.15 || chroma < 0.16 || l < 0.08 || l > 0.95) return 'gray';
  if (h < 15 || h >= 345) return 'red';
  if (h < 42) return 'orange';
  if (h < 70) return 'yellow';
  if (h < 170) return 'green';
  if (h < 225) return 'blue';
  if (h < 258) return 'indigo';
  return 'purple';
}

/** WCAG 2 relative luminance and contrast ratio. */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a),
    lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const INK = '#111827';

/** White or ink, whichever reads better on the given background. */
export function readableOn(bg: string): string {
  return contrastRatio('#ffffff', bg) >= contrastRatio(INK, bg) ? '#ffffff' : INK;
}

/** The lightest of 600..900 that reaches AA (4.5:1) as text on white; 900 if none does. */
export function accessibleTextShade(shades: Shades): string {
  for (const step of [600, 700, 800, 900] as const) if (contrastRatio(shades[step], '#ffffff') >= 4.5) return shades[step];
  return shades[900];
}

export type Theme = {
  name: ThemeName;
  primary: Shades;
  secondary: Shades;
  /** Foreground on primary-600 (buttons) and secondary-500 (badges). */
  onPrimary: string;
  onSecondary: string;
  /** Primary colour for links and text on white. */
  primaryText: string;
};

export function buildTheme(primaryHex: string, secondaryHex: string): Theme {
  const primary = generateShades(primaryHex);
  const secondary = generateShades(secondaryHex);
  return {
    name: themeNameFor(primaryHex),
    primary,
    secondary,
    onPrimary: readableOn(primary[600]),
    onSecondary: readableOn(secondary[500]),
    primaryText: accessibleTextShade(primary),
  };
}

/** CSS custom properties the tailwind theme reads (apps/web/src/styles.css). */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const step of SHADE_STEPS) {
    vars[`--color-primary-${step}`] = theme.primary[step];
    vars[`--color-secondary-${step}`] = theme.secondary[step];
  }
  vars['--color-on-primary'] = theme.onPrimary;
  vars['--color-on-secondary'] = theme.onSecondary;
  vars['--color-primary-text'] = theme.primaryText;
  return vars;
}
