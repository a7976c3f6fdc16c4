// What each control of the accessibility panel does (001 §4, §5, §8, §9), pure: a control takes
// the settings (and the screen's width, for the font cap) and gives the next settings, or the
// spec's message when it is at its limit. Tested in node (tests/web/accessibility-panel.test.ts).
import { ACCESSIBILITY, MESSAGES, type AccessibilitySettings, type ColorSchemeIndex } from '@trilha/shared/kernel';

export type PanelResult = { settings: AccessibilitySettings; message?: undefined } | { settings?: undefined; message: string };

const { font, contrast } = ACCESSIBILITY;
const tenths = (v: number) => Math.round(v * 10);

/** 001 §5: max 2 on a screen 1024 px wide or more, 1.6 below. */
export function fontCap(width: number): number {
  return width >= font.wideFromPx ? font.max : font.maxNarrow;
}

/** The multiplier in force on this screen: a 2 saved on a desktop is 1.6 on a phone (and 2 again back there). */
export function effectiveFont(s: AccessibilitySettings, width: number): number {
  return Math.min(Math.max(s.font_multiplier, font.min), fontCap(width));
}

/** 001 §9: the root's font size, 16 px times the multiplier. */
export function rootFontPx(s: AccessibilitySettings, width: number): number {
  return Math.round(ACCESSIBILITY.baseFontPx * effectiveFont(s, width) * 100) / 100;
}

export function increaseFont(s: AccessibilitySettings, width: number): PanelResult {
  const now = tenths(effectiveFont(s, width));
  if (now >= tenths(fontCap(width))) return { message: MESSAGES.fontMaxReached };
  return { settings: { ...s, font_multiplier: (now + tenths(font.step)) / 10 } };
}

export function decreaseFont(s: AccessibilitySettings, width: number): PanelResult {
  const now = tenths(effectiveFont(s, width));
  if (now <= tenths(font.min)) return { message: MESSAGES.fontMinReached };
  return { settings: { ...s, font_multiplier: (now - tenths(font.step)) / 10 } };
}

/** 001 §5: contrast goes up while below 13, down while above 1, in steps of 4; refused on scheme 4. */
export function increaseContrast(s: AccessibilitySettings): PanelResult {
  if (s.color_blindness_index === ACCESSIBILITY.contrastBlockedScheme) return { message: MESSAGES.colorFilterInvalid };
  if (s.contrast_multiplier >= contrast.max) return { message: MESSAGES.contrastMaxReached };
  return { settings: { ...s, contrast_multiplier: Math.min(contrast.max, s.contrast_multiplier + contrast.step) } };
}

export function decreaseContrast(s: AccessibilitySettings): PanelResult {
  if (s.color_blindness_index === ACCESSIBILITY.contrastBlockedScheme) return { message: MESSAGES.colorFilterInvalid };
  if (s.contrast_multiplier <= contrast.min) return { message: MESSAGES.contrastMinReached };
  return { settings: { ...s, contrast_multiplier: Math.max(contrast.min, s.contrast_multiplier - contrast.step) } };
}

/**
 * 001 §4: off → 0 (hue 90) → 1 (hue 200) → 2 (hue 360) → 3 (contrast 0) → off. Turning it off
 * restores the tenant's colours (the theme is built from them again) and resets the contrast.
 */
export function cycleColorScheme(s: AccessibilitySettings): PanelResult {
  const i = s.color_blindness_index;
  const last = ACCESSIBILITY.colorSchemes.length - 1;
  if (i === last) return { settings: { ...s, color_blindness_index: null, contrast_multiplier: contrast.min } };
  return { settings: { ...s, color_blindness_index: (i === null ? 0 : i + 1) as ColorSchemeIndex } };
}

export function toggleDyslexia(s: AccessibilitySettings): PanelResult {
  return { settings: { ...s, dyslexia: !s.dyslexia } };
}

/** Settings read from storage or the network, kept only if every value is one of the panel's steps. */
export function validSettings(v: unknown): AccessibilitySettings | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const f = o.font_multiplier;
  const c = o.contrast_multiplier;
  const i = o.color_blindness_index;
  if (typeof o.dyslexia !== 'boolean') return null;
  if (typeof f !== 'number' || tenths(f) / 10 !== f || f < font.min || f > font.max) return null;
  if (typeof c !== 'number' || !Number.isInteger(c) || c < contrast.min || c > contrast.max || (c - contrast.min) % contrast.step)
    return null;
  if (i !== null && !(typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < ACCESSIBILITY.colorSchemes.length))
    return null;
  return { dyslexia: o.dyslexia, font_multiplier: f, contrast_multiplier: c, color_blindness_index: i as ColorSchemeIndex | null };
}

export const sameSettings = (a: AccessibilitySettings, b: AccessibilitySettings) =>
  a.dyslexia === b.dyslexia &&
  a.font_multiplier === b.font_multiplier &&
  a.contrast_multiplier === b.contrast_multiplier &&
  a.color_blindness_index === b.color_blindness_index;
