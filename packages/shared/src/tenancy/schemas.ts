import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** GET /settings: the tenant's public settings (000 §3 "Tenant settings", 001 §3 "Consumer settings"). */
export const tenantSettingsSchema = z
  .object({
    data: z.object({
      consumerSettingsId: z.number().int(),
      name: z.string(),
      domain: z.string(),
      company_id: z.number().int(),
      settings: z.object({
        primary_color: hexColor,
        secondary_color: hexColor,
        photo: z.string().nullable(),
        tutoring_phone_number: z.string().nullable(),
        tutoring_phone_number_enabled: z.boolean(),
      }),
      primary_color: hexColor,
      secondary_color: hexColor,
      original_primary_color: hexColor,
      original_secondary_color: hexColor,
    }),
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;
