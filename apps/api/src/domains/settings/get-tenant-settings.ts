import type { TenantSettings } from '@trilha/shared/tenancy';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';

export async function getTenantSettings(deps: Pick<AppDeps, 'db'>, tenant: Tenant): Promise<TenantSettings> {
  const c = await deps.db.consumer.findUniqueOrThrow({ where: { id: tenant.consumerId } });
  return {
    data: {
      consumerSettingsId: c.id,
      name: c.name,
      domain: c.domain,
      company_id: c.companyId,
      settings: {
        primary_color: c.primaryColor,
        secondary_color: c.secondaryColor,
        photo: c.photo,
        tutoring_phone_number: c.tutoringPhoneNumber,
        tutoring_phone_number_enabled: c.tutoringPhoneNumberEnabled,
      },
      primary_color: c.primaryColor,
      secondary_color: c.secondaryColor,
      original_primary_color: c.originalPrimaryColor,
      original_secondary_color: c.originalSecondaryColor,
    },
  };
}
