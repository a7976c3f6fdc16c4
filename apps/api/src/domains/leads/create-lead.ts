import type { CreateLeadBody, Lead } from '@trilha/shared/leads';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/** POST /leads: the feature-interest form, kept in the tenant it was sent from (scoped client). */
export async function createLead(deps: Pick<AppDeps, 'db'>, tenant: Tenant, actor: Actor, body: CreateLeadBody): Promise<Lead> {
  const row = await deps.db.lead.create({
    data: {
      companyId: tenant.companyId,
      userId: actor.id,
      name: body.name,
      company: body.company,
      contact: body.contact,
      email: body.email,
      additionalComments: body.additional_comments ?? null,
      functionalityTriggered: body.functionality_triggered,
    },
  });
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    contact: row.contact,
    email: row.email,
    additional_comments: row.additionalComments,
    functionality_triggered: row.functionalityTriggered,
    created_at: row.createdAt.toISOString(),
  };
}
