// The accessibility panel's numbers (001 §4, §5, §9) and the settings' shape without zod: the web
// client applies the saved settings before the sign-in page paints, so this file imports nothing
// (it is part of `@trilha/shared/kernel`).

export const ACCESSIBILITY = {
  /** 001 §9: base 16 px times the multiplier; 1 to 2 (1.6 under 1024 px), step 0.1. */
  baseFontPx: 16,
  font: { min: 1, max: 2, maxNarrow: 1.6, step: 0.1, wideFromPx: 1024 },
  /** 001 §5, §9: contrast 1 to 13, step 4 (so 1, 5, 9, 13). */
  contrast: { min: 1, max: 13, step: 4 },
  /**
   * 001 §4: the colour-blindness cycle, index 0..3, then off (null). `hue` is the image hue filter
   * (CSS hue-rotate on pictures, and the hue the theme's colours take); `need` the colour-vision
   * need each one is offered for (issue 29: the panel names it; docs/web-client.md "Accessibility panel").
   */
  colorSchemes: [
    { hue: 90, need: 'protanopia' },
    { hue: 200, need: 'deuteranopia' },
    { hue: 360, need: 'tritanopia' },
    { contrast: 0, need: 'achromatopsia' },
  ],
  /** The scheme on which the contrast control is refused ('Insira um filtro de cor válido!'). */
  contrastBlockedScheme: 3,
  /** localStorage key (per origin, so per tenant, like the session). */
  storageKey: 'trilha.accessibility',
} as const;

export type ColorSchemeIndex = 0 | 1 | 2 | 3;

/** 001 §3 "Accessibility settings": dyslexia flag, font multiplier, contrast multiplier, colour-blindness index. */
export type AccessibilitySettings = {
  dyslexia: boolean;
  font_multiplier: number;
  contrast_multiplier: number;
  /** null: the colour-blindness option is off (the tenant's own colours). */
  color_blindness_index: ColorSchemeIndex | null;
};

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  dyslexia: false,
  font_multiplier: ACCESSIBILITY.font.min,
  contrast_multiplier: ACCESSIBILITY.contrast.min,
  color_blindness_index: null,
};

/** The font multipliers the API accepts: 1.0, 1.1 … 2.0 (tenths, so no float drift). */
export const FONT_MULTIPLIERS = Array.from({ length: 11 }, (_, i) => (10 + i) / 10);
/** The contrast multipliers the API accepts: 1, 5, 9, 13. */
export const CONTRAST_MULTIPLIERS = [1, 5, 9, 13] as const;
