import type { Consumer } from '@trilha/shared/consumers';
import type { TenantSettings } from '@trilha/shared/tenancy';
import type { AppDeps } from '../../deps.ts';

type ConsumerRow = {
  id: number;
  name: string;
  domain: string;
  companyId: number;
  responsibleId: number | null;
  primaryColor: string;
  secondaryColor: string;
  originalPrimaryColor: string;
  originalSecondaryColor: string;
  photo: string | null;
  tutoringPhoneNumber: string | null;
  tutoringPhoneNumberEnabled: boolean;
  createdAt: Date;
};

/** Consumers with their company and responsible (consumers.responsible_id has no relation: looked up). */
export async function presentConsumers(
  deps: Pick<AppDeps, 'globalDb'>,
  rows: (ConsumerRow & { company: { id: number; name: string } })[],
): Promise<Consumer[]> {
  const ids = [...new Set(rows.map((c) => c.responsibleId).filter((id): id is number => id !== null))];
  const users = ids.length
    ? await deps.globalDb.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    domain: c.domain,
    company_id: c.companyId,
    company: c.company,
    responsible: (c.responsibleId && byId.get(c.responsibleId)) || null,
    primary_color: c.primaryColor,
    secondary_color: c.secondaryColor,
    photo: c.photo,
    tutoring_phone_number: c.tutoringPhoneNumber,
    tutoring_phone_number_enabled: c.tutoringPhoneNumberEnabled,
    created_at: c.createdAt.toISOString(),
  }));
}

/** The consumer settings answer: the same shape as the public GET /settings (001 §3). */
export const presentConsumerSettings = (c: ConsumerRow): TenantSettings['data'] => ({
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
});
