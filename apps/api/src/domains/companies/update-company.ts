import type { Company, UpdateCompanyBody } from '@trilha/shared/companies';
import type { AppDeps, TenantTx } from '../../deps.ts';
import { notFound } from '../../kit/errors.ts';
import { sentFields } from '../../kit/sent-fields.ts';
import { companyData, companyInclude, presentCompany } from './present-company.ts';
import { findResponsible } from '../../tenancy/responsible.ts';
import { seatResponsible } from './seat-responsible.ts';

/** PUT /companies/{id}: the fields sent; a deleted company must be restored first (404). */
export async function updateCompany(
  deps: Pick<AppDeps, 'globalDb' | 'tenants' | 'domainEvents'>,
  id: number,
  body: UpdateCompanyBody,
  actorId: number,
): Promise<Company> {
  await deps.globalDb.$transaction(async (tx) => {
    const company = await tx.company.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
    if (!company) throw notFound();
    if (body.responsible_id) await seatResponsible(tx, id, await findResponsible(tx, body.responsible_id));
    await tx.company.update({ where: { id }, data: companyData(body) });
    // For the audit log: the names of the fields sent, never their values (as create-company, the
    // bus only issues raw SQL on the platform-wide transaction).
    await deps.domainEvents.publish(tx as unknown as TenantTx, id, 'company.updated', {
      company_id: id,
      actor_id: actorId,
      fields: sentFields(body),
    });
  });
  // Its status, licences, feature flags (the AI features), SCORM origins and time zone are read
  // from the tenant cache on its hosts: this node sees the change at once, others within the
  // cache's TTL (30 s).
  if (
    body.status !== undefined ||
    body.materials_license !== undefined ||
    body.openai_enabled !== undefined ||
    body.smart_question_bank !== undefined ||
    body.topic_generator !== undefined ||
    body.scorm_allowed_origins !== undefined ||
    body.time_zone !== undefined
  )
    deps.tenants.invalidate();
  return presentCompany(await deps.globalDb.company.findUniqueOrThrow({ where: { id }, include: companyInclude }));
}
