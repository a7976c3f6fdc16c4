import type { CreateSettingsBody, MaterialItemSettings, UpdateSettingsBody } from '@trilha/shared/materials';
import { hashPassword, type Prisma, tenantKey } from '@trilha/db';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { AppError, appError } from '../../kit/errors.ts';
import { findItem } from '../../kit/find-item.ts';
import { emitChange } from './live.ts';
import { settingsView } from './views.ts';

// Item settings (docs/learning-content.md "Materials and items"): availability window, required,
// password, and the quiz/task rules. The password lives on the item (argon2id); setting or
// removing it drops every unlock of the item, so learners must type the new one.

type Body = Omit<UpdateSettingsBody, 'password'>;
const date = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

function columns(b: Body, extra: Record<string, unknown>): Prisma.MaterialItemSettingsUncheckedUpdateInput {
  return {
    availableFrom: date(b.available_from),
    availableUntil: date(b.available_until),
    dueAt: date(b.due_at),
    maxAttempts: b.max_attempts,
    timeLimitMinutes: b.time_limit_minutes,
    passingGrade: b.passing_grade,
    weight: b.weight,
    allowFeedback: b.allow_feedback,
    showCorrectAnswers: b.show_correct_answers,
    shuffleQuestions: b.shuffle_questions,
    shuffleOptions: b.shuffle_options,
    extra: { ...extra, ...(b.required !== undefined ? { required: b.required } : {}) } as Prisma.InputJsonValue,
  };
}

async function applyPassword(tx: TenantTx, itemId: number, password: string | null | undefined): Promise<void> {
  if (password === undefined) return;
  await tx.materialItem.update({
    where: tenantKey(itemId),
    data: { passwordHash: password === null ? null : await hashPassword(password) },
  });
  await tx.materialItemUnlock.deleteMany({ where: { materialItemId: itemId } });
}

export async function createItemSettings(
  deps: Pick<AppDeps, 'db' | 'events'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateSettingsBody,
): Promise<MaterialItemSettings> {
  const { item } = await findItem(deps, tenant, actor, body.material_item_id, { manage: true });
  const { material_item_id: _i, password, ...rest } = body;
  const row = await deps.db.$transaction(async (tx) => {
    const existing = await tx.materialItemSettings.findFirst({ where: { materialItemId: item.id }, select: { id: true } });
    if (existing) throw appError('MATERIAL_ITEM_SETTINGS_EXIST');
    await applyPassword(tx, item.id, password);
    const created = await tx.materialItemSettings.create({
      data: {
        ...(columns(rest, {}) as Prisma.MaterialItemSettingsUncheckedCreateInput),
        companyId: tenant.companyId,
        materialItemId: item.id,
      },
    });
    const hasPassword =
      (await tx.materialItem.findFirstOrThrow({ where: { id: item.id }, select: { passwordHash: true } })).passwordHash !== null;
    return { created, hasPassword };
  });
  emitChange(deps, '.material-item.updated', {
    discipline_id: item.disciplineId,
    material_id: item.materialId,
    material_item_id: item.id,
  });
  return settingsView(row.created, row.hasPassword);
}

export async function updateItemSettings(
  deps: Pick<AppDeps, 'db' | 'events'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: UpdateSettingsBody,
): Promise<MaterialItemSettings> {
  const current = await deps.db.materialItemSettings.findFirst({
    where: { id },
    select: { materialItemId: true, extra: true, availableFrom: true, availableUntil: true },
  });
  if (!current) throw appError('MATERIAL_ITEM_SETTINGS_NOT_FOUND');
  const { item } = await findItem(deps, tenant, actor, current.materialItemId, { manage: true }).catch((err: unknown) => {
    throw err instanceof AppError && err.code === 'MATERIAL_ITEM_NOT_FOUND' ? appError('MATERIAL_ITEM_SETTINGS_NOT_FOUND') : err;
  });
  // The window as it will be: one end may be changed alone.
  const from = body.available_from === undefined ? current.availableFrom : date(body.available_from);
  const until = body.available_until === undefined ? current.availableUntil : date(body.available_until);
  if (from && until && until <= from) throw appError('MATERIAL_ITEM_SETTINGS_WINDOW_INVALID');
  const { password, ...rest } = body;
  const row = await deps.db.$transaction(async (tx) => {
    await applyPassword(tx, item.id, password);
    const updated = await tx.materialItemSettings.update({
      where: tenantKey(id),
      data: columns(rest, (current.extra ?? {}) as Record<string, unknown>),
    });
    const hasPassword =
      (await tx.materialItem.findFirstOrThrow({ where: { id: item.id }, select: { passwordHash: true } })).passwordHash !== null;
    return { updated, hasPassword };
  });
  emitChange(deps, '.material-item.updated', {
    discipline_id: item.disciplineId,
    material_id: item.materialId,
    material_item_id: item.id,
  });
  return settingsView(row.updated, row.hasPassword);
}
