import { z } from 'zod';
import { ACCESSIBILITY, CONTRAST_MULTIPLIERS, FONT_MULTIPLIERS, type AccessibilitySettings } from './rules.ts';

/**
 * The panel's settings (001 §3), as stored in the browser and on the account. Values are the
 * panel's own steps only: a font multiplier of 1.0 to 2.0 in tenths (1.6 is the cap under 1024 px,
 * applied by the client for the screen in use, so a value saved on a desktop is kept), a contrast
 * of 1, 5, 9 or 13, a colour scheme index 0..3 or null (off).
 */
export const accessibilitySettingsSchema = z
  .object({
    dyslexia: z.boolean().describe('The dyslexia-friendly font (OpenDyslexic) is on.'),
    font_multiplier: z
      .number()
      .refine((v) => FONT_MULTIPLIERS.includes(v))
      .meta({ enum: FONT_MULTIPLIERS })
      .describe(`Base font size = ${ACCESSIBILITY.baseFontPx} px × this; 1 to 2 in steps of 0.1.`),
    contrast_multiplier: z
      .number()
      .int()
      .refine((v) => (CONTRAST_MULTIPLIERS as readonly number[]).includes(v))
      .meta({ enum: [...CONTRAST_MULTIPLIERS] })
      .describe('Auto contrast, 1 to 13 in steps of 4.'),
    color_blindness_index: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.null()])
      .describe('Colour-blindness scheme: 0 hue 90, 1 hue 200, 2 hue 360, 3 contrast 0; null off.'),
  })
  .strict()
  .meta({ id: 'AccessibilitySettings' }) satisfies z.ZodType<AccessibilitySettings>;

/** PUT /users/me/accessibility: the whole settings (the panel always knows all four). */
export const accessibilityBodySchema = accessibilitySettingsSchema;

/** GET/PUT /users/me/accessibility: the caller's saved settings; null when they never saved any. */
export const accessibilityResponseSchema = z
  .object({
    data: accessibilitySettingsSchema.nullable(),
  })
  .meta({ id: 'AccessibilitySettingsResponse' });
export type AccessibilityResponse = z.infer<typeof accessibilityResponseSchema>;
