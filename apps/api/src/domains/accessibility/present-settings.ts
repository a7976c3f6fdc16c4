import type { AccessibilitySettings, ColorSchemeIndex } from '@trilha/shared/accessibility';

type Row = {
  dyslexia: boolean;
  fontMultiplier: { toNumber(): number } | number | string;
  contrastMultiplier: number;
  colorBlindnessIndex: number | null;
};

/** A stored row as the API shows it (the multiplier is a DECIMAL(2,1): a number of tenths again). */
export function presentSettings(row: Row): AccessibilitySettings {
  return {
    dyslexia: row.dyslexia,
    font_multiplier: Math.round(Number(row.fontMultiplier) * 10) / 10,
    contrast_multiplier: row.contrastMultiplier,
    color_blindness_index: row.colorBlindnessIndex as ColorSchemeIndex | null,
  };
}
