// The accessibility settings' rules the whole app needs before any panel opens (001 §5, §9): the
// font cap for the screen, the root font size, and which stored values are valid. Part of the
// entry (store.ts), so kept to this; what the controls do is panel-rules.ts. Pure, tested in node.
import { ACCESSIBILITY, type AccessibilitySettings, type ColorSchemeIndex } from '@trilha/shared/kernel';

const { font, contrast } = ACCESSIBILITY;
export const tenths = (v: number) => Math.round(v * 10);

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
  return {
    dyslexia: o.dyslexia,
    font_multiplier: f,
    contrast_multiplier: c,
    color_blindness_index: i as ColorSchemeIndex | null,
  };
}

export const sameSettings = (a: AccessibilitySettings, b: AccessibilitySettings) =>
  a.dyslexia === b.dyslexia &&
  a.font_multiplier === b.font_multiplier &&
  a.contrast_multiplier === b.contrast_multiplier &&
  a.color_blindness_index === b.color_blindness_index;
