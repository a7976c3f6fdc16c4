// What each control of the accessibility panel does (001 §4, §5, §8, §9), pure: a control takes
// the settings (and the screen's width, for the font cap) and gives the next settings, or the
// spec's message when it is at its limit. Tested in node (tests/web/accessibility-panel.test.ts).
import { ACCESSIBILITY, type AccessibilitySettings, type ColorSchemeIndex } from '@trilha/shared/kernel';
import { effectiveFont, fontCap, tenths } from './settings-rules.ts';
import { messageText } from '../../i18n/index.ts';

export { effectiveFont, fontCap, rootFontPx, validSettings, sameSettings } from './settings-rules.ts';

export type PanelResult = { settings: AccessibilitySettings; message?: undefined } | { settings?: undefined; message: string };

const { font, contrast } = ACCESSIBILITY;

export function increaseFont(s: AccessibilitySettings, width: number): PanelResult {
  const now = tenths(effectiveFont(s, width));
  if (now >= tenths(fontCap(width))) return { message: messageText('fontMaxReached') };
  return { settings: { ...s, font_multiplier: (now + tenths(font.step)) / 10 } };
}

export function decreaseFont(s: AccessibilitySettings, width: number): PanelResult {
  const now = tenths(effectiveFont(s, width));
  if (now <= tenths(font.min)) return { message: messageText('fontMinReached') };
  return { settings: { ...s, font_multiplier: (now - tenths(font.step)) / 10 } };
}

/** 001 §5: contrast goes up while below 13, down while above 1, in steps of 4; refused on scheme 4. */
export function increaseContrast(s: AccessibilitySettings): PanelResult {
  if (s.color_blindness_index === ACCESSIBILITY.contrastBlockedScheme) return { message: messageText('colorFilterInvalid') };
  if (s.contrast_multiplier >= contrast.max) return { message: messageText('contrastMaxReached') };
  return { settings: { ...s, contrast_multiplier: Math.min(contrast.max, s.contrast_multiplier + contrast.step) } };
}

export function decreaseContrast(s: AccessibilitySettings): PanelResult {
  if (s.color_blindness_index === ACCESSIBILITY.contrastBlockedScheme) return { message: messageText('colorFilterInvalid') };
  if (s.contrast_multiplier <= contrast.min) return { message: messageText('contrastMinReached') };
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
