import { tenantKey } from '@trilha/db';
import type { CreateDisciplineTagBody, DisciplineTag, UpdateDisciplineTagBody } from '@trilha/shared/discipline-tags';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { presentTag, tagSelect } from './present-tag.ts';

/**
 * Tag names are the catalogue's filter labels: unique per company, ignoring case. A unique index
 * on lower(name) cannot be declared in the Prisma schema, so two concurrent creates of one name
 * are serialised by a transaction-scoped advisory lock on the name (released at commit) before
 * the check; the second then sees the first's row.
 */
async function assertNameFree(tx: TenantTx, name: string, exceptId?: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('discipline_tags.name'), hashtext(lower(${name})))`;
  const taken = await tx.disciplineTag.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw appError('DISCIPLINE_TAG_NAME_TAKEN');
}

export async function getTag(deps: Pick<AppDeps, 'db'>, id: number): Promise<DisciplineTag> {
  const tag = await deps.db.disciplineTag.findFirst({ where: { id }, select: tagSelect });
  if (!tag) throw appError('DISCIPLINE_TAG_NOT_FOUND');
  return presentTag(tag);
}

/** POST /discipline-tags. */
export async function createTag(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  body: CreateDisciplineTagBody,
): Promise<DisciplineTag> {
  const tag = await deps.db.$transaction(async (tx) => {
    await assertNameFree(tx, body.name);
    return tx.disciplineTag.create({
      data: { companyId: tenant.companyId, name: body.name, ...(body.color ? { color: body.color } : {}) },
      select: tagSelect,
    });
  });
  return presentTag(tag);
}

/** The tag, if it may be changed: 404 for none (another tenant's included), 403 for a platform tag. */
async function findEditableTag(tx: TenantTx, id: number) {
  const tag = await tx.disciplineTag.findFirst({ where: { id }, select: tagSelect });
  if (!tag) throw appError('DISCIPLINE_TAG_NOT_FOUND');
  if (!tag.isEditable) throw appError('DISCIPLINE_TAG_NOT_EDITABLE');
  return tag;
}

/** PUT /discipline-tags/{id}: rename and/or recolour. */
export async function updateTag(deps: Pick<AppDeps, 'db'>, id: number, body: UpdateDisciplineTagBody): Promise<DisciplineTag> {
  const tag = await deps.db.$transaction(async (tx) => {
    await findEditableTag(tx, id);
    if (body.name !== undefined) await assertNameFree(tx, body.name, id);
    return tx.disciplineTag.update({ where: tenantKey(id), data: { name: body.name, color: body.color }, select: tagSelect });
  });
  return presentTag(tag);
}

/** DELETE /discipline-tags/{id}: the tag and its links to disciplines go (the disciplines stay). */
export async function deleteTag(deps: Pick<AppDeps, 'db'>, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    await findEditableTag(tx, id);
    // Its links (the disciplines domain's table) go with it: their foreign key cascades.
    await tx.disciplineTag.delete({ where: tenantKey(id) });
  });
}
