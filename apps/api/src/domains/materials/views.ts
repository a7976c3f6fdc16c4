import { itemLock, seesEveryItem } from '@trilha/access';
import { downloadPath, type Material, type MaterialItem, type MaterialItemLock } from '@trilha/shared/materials';
import type { Prisma } from '@trilha/db';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import type { ItemKindRegistry } from '../../kit/item-kinds.ts';

// Rows → the shared response shapes, for one caller: their own progress mark and unlocks, the
// download paths built for them, and (for students) protected content left out.

const fileSelect = { select: { id: true, storageKey: true, originalName: true, mimeType: true, size: true } } as const;

/** What an item's response needs, in one query per relation (Prisma batches `include`s). */
export const itemSelect = (companyId: number, userId: number, now: Date) =>
  ({
    id: true,
    materialId: true,
    disciplineId: true,
    title: true,
    type: true,
    fileType: true,
    description: true,
    url: true,
    iframeCode: true,
    color: true,
    image: true,
    visible: true,
    position: true,
    passwordHash: true,
    scormEntryPoint: true,
    createdAt: true,
    updatedAt: true,
    file: fileSelect,
    audioFile: fileSelect,
    settings: true,
    questions: { where: { companyId }, select: { questionId: true }, orderBy: { position: 'asc' } },
    progress: { where: { companyId, userId }, select: { checked: true } },
    unlocks: { where: { companyId, userId, expiresAt: { gt: now } }, select: { id: true } },
  }) satisfies Prisma.MaterialItemSelect;

export type ItemRow = Prisma.MaterialItemGetPayload<{ select: ReturnType<typeof itemSelect> }>;
type SettingsRow = NonNullable<ItemRow['settings']>;
type FileRow = NonNullable<ItemRow['file']>;

export type Viewer = { tenant: Tenant; actor: Actor; now: Date };

/** Staff see every item whole (hidden ones, protected content); students only what is open to them. */
export const seesEverything = (actor: Actor) => seesEveryItem(actor);

/** An item row's `lock` for this viewer: @trilha/access's open-now rule, on the rows a list read. */
export function lockOf(row: Pick<ItemRow, 'passwordHash' | 'settings' | 'unlocks'>, v: Viewer): MaterialItemLock {
  return itemLock(
    v.actor,
    {
      availableFrom: row.settings?.availableFrom ?? null,
      availableUntil: row.settings?.availableUntil ?? null,
      hasPassword: row.passwordHash !== null,
      unlocked: row.unlocks.length > 0,
    },
    v.now,
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function settingsView(s: SettingsRow, hasPassword: boolean) {
  const extra = (s.extra ?? {}) as { required?: unknown };
  return {
    id: s.id,
    material_item_settings_id: s.id,
    material_item_id: s.materialItemId,
    available_from: iso(s.availableFrom),
    available_until: iso(s.availableUntil),
    due_at: iso(s.dueAt),
    required: extra.required === true,
    has_password: hasPassword,
    max_attempts: s.maxAttempts,
    time_limit_minutes: s.timeLimitMinutes,
    passing_grade: s.passingGrade,
    weight: s.weight,
    allow_feedback: s.allowFeedback,
    show_correct_answers: s.showCorrectAnswers,
    shuffle_questions: s.shuffleQuestions,
    shuffle_options: s.shuffleOptions,
  };
}

const fileView = (f: FileRow | null, v: Viewer) =>
  f
    ? {
        id: f.id,
        url: f.storageKey,
        download_url: downloadPath(v.tenant.companyId, v.actor.id, f.storageKey),
        name: f.originalName,
        mime_type: f.mimeType,
        size: f.size,
      }
    : null;

/** An item for one viewer: the columns every item has, then what its kind shows of an open item (`present`). */
export function itemView(row: ItemRow, v: Viewer, kinds: ItemKindRegistry): MaterialItem {
  const lock = lockOf(row, v);
  const open = lock === null;
  const view: MaterialItem = {
    id: row.id,
    material_id: row.materialId,
    discipline_id: row.disciplineId,
    title: row.title,
    type: row.type,
    file_type: row.fileType,
    description: open ? row.description : null,
    url: open ? row.url : null,
    iframe_code: open ? row.iframeCode : null,
    color: row.color,
    image: row.image,
    file: open ? fileView(row.file, v) : null,
    audio: open ? fileView(row.audioFile, v) : null,
    scorm: null,
    quizzes_ids: open ? row.questions.map((q) => q.questionId) : [],
    visible: row.visible,
    position: row.position,
    checked: row.progress[0]?.checked ?? false,
    has_password: row.passwordHash !== null,
    lock,
    settings: row.settings ? settingsView(row.settings, row.passwordHash !== null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  const extra = open ? kinds.of(row.type).present?.(row) : undefined;
  return extra ? Object.assign(view, extra) : view;
}

/** Percent with two decimals; null when there is nothing to count. */
export const percent = (done: number, total: number): number | null =>
  total === 0 ? null : Math.round((done / total) * 10_000) / 100;

export const materialSelect = (companyId: number, userId: number, now: Date, visibleOnly: boolean) =>
  ({
    id: true,
    disciplineId: true,
    name: true,
    color: true,
    image: true,
    position: true,
    createdAt: true,
    updatedAt: true,
    items: {
      where: { companyId, deletedAt: null, ...(visibleOnly ? { visible: true } : {}) },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      select: itemSelect(companyId, userId, now),
    },
  }) satisfies Prisma.MaterialSelect;
export type MaterialRow = Prisma.MaterialGetPayload<{ select: ReturnType<typeof materialSelect> }>;

export function materialView(row: MaterialRow, v: Viewer, kinds: ItemKindRegistry): Material {
  const items = row.items.map((i) => itemView(i, v, kinds));
  // Progress counts the items the learner is meant to do: the visible ones.
  const counted = items.filter((i) => i.visible);
  return {
    id: row.id,
    discipline_id: row.disciplineId,
    name: row.name,
    color: row.color,
    image: row.image,
    position: row.position,
    progress: percent(counted.filter((i) => i.checked).length, counted.length),
    items_count: items.length,
    items,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
