// The item-kind registry (docs/architecture.md "Item kinds"): what each kind of material item
// (task, url, quiz, …) decides, as hooks its own domain registers. The materials domain runs
// items through these hooks and never names a kind, so a new kind, or a change to one, touches
// only that kind's module and its one registration line (the domain's `itemKinds`).
import {
  MATERIAL_ITEM_TYPES,
  type CreateMaterialItemBody,
  type MaterialItem,
  type MaterialItemType,
} from '@trilha/shared/materials';
import type { DomainEventName, DomainEventPayload, DomainEventReply } from '@trilha/shared/events';
import type { ErrorCode } from '@trilha/shared';
import type { Prisma } from '@trilha/db';
import type { AppDeps, TenantTx } from '../deps.ts';
import type { StoredUpload, UploadKind } from '../storage/uploads.ts';
import type { ItemRow } from '../domains/materials/views.ts';

/** The item columns a hook may set. */
export type ItemColumns = Prisma.MaterialItemUncheckedUpdateInput;

/** The kind's own part of an item form (create or update): what the author sent. */
export type ItemKindInput = Partial<
  Pick<CreateMaterialItemBody, 'description' | 'url' | 'iframe_code' | 'quizzes_ids' | 'title'>
>;

export type ValidateContext = {
  tx: TenantTx;
  input: ItemKindInput;
  /** Creating: every part the kind requires must be there. Updating: only what was sent changes. */
  creating: boolean;
};

/** What validation keeps: the kind's columns, and rows of its own written once the item exists. */
export type ValidatedKind = {
  data?: ItemColumns;
  /** Runs in the item's transaction after its row is written (a quiz's question list). */
  save?: (tx: TenantTx, o: { companyId: number; materialItemId: number }) => Promise<void>;
};

/** The learner whose item an event completes; `preview`: a staff run that changes nothing. */
export type ItemDone = {
  userId: number;
  materialItemId: number;
  materialId: number;
  disciplineId: number;
  at: Date;
  preview: boolean;
};

/** Events whose publisher waits for the progress that follows (their reply declares it). */
export type ItemDoneEventName = {
  [N in DomainEventName]: DomainEventReply<N> extends { material_progress: number; discipline_progress: number } ? N : never;
}[DomainEventName];

/** "The item counts as done for a learner when this event of the kind's domain happens." */
export type ItemDoneTrigger<N extends ItemDoneEventName = ItemDoneEventName> = {
  event: N;
  done: (payload: DomainEventPayload<N>) => ItemDone;
};
type AnyItemDoneTrigger = { [N in ItemDoneEventName]: ItemDoneTrigger<N> }[ItemDoneEventName];

export type ItemKind = {
  type: MaterialItemType;
  /**
   * The uploaded file the kind is made of (the form's `file` part, POST /material-items/upload
   * with field=file): required on create, of this upload kind, else `wrongFile`. `columns`: what
   * the item keeps from a new one (a file's pdf/docx/txt, a SCORM package's launch page); it may
   * refuse the file with its own AppError. It gets the settings and the file storage only (the
   * upload is read back from storage).
   */
  mainFile?: {
    upload: UploadKind;
    wrongFile: ErrorCode;
    columns?: (deps: Pick<AppDeps, 'config' | 'storage'>, upload: StoredUpload) => Promise<ItemColumns>;
  };
  /** The kind's own fields of a create or update, checked (AppError on bad input). */
  validate?: (ctx: ValidateContext) => Promise<ValidatedKind>;
  /** Fields of the item's response only this kind fills (others keep the schema's empty value). Open items only. */
  present?: (row: ItemRow) => Partial<MaterialItem>;
  /**
   * How the item counts as done. Every kind takes the learner's own mark (POST
   * /progress/material-items/{id}/mark); `doneOn`: an event of the kind's domain also checks it
   * (a finished attempt, a submission, a completed SCORM package). An item already checked stays
   * as it was (first check kept); the event's publisher gets the percentages back.
   */
  progress?: { doneOn?: AnyItemDoneTrigger };
  /** Duplicating an item: copies the kind's own rows (the item's columns and files are copied already). */
  copy?: (tx: TenantTx, o: { companyId: number; from: number; to: number }) => Promise<void>;
  /** The kind POST /materials/file/import creates, one item per uploaded file (one kind only). */
  importsFiles?: true;
};

/** A kind's module: `export const quizItemKind = defineItemKind({ type: 'quiz', … })`. */
export const defineItemKind = <const K extends ItemKind>(k: K): K => k;

/** A trigger, typed by its event (the payload the mapping reads). */
export const itemDoneOn = <N extends ItemDoneEventName>(event: N, done: ItemDoneTrigger<N>['done']): AnyItemDoneTrigger =>
  ({ event, done }) as AnyItemDoneTrigger;

export type ItemKindRegistry = {
  /** The kind of an item (every type has one: checked when the registry is built). */
  of(type: MaterialItemType): ItemKind;
  readonly all: readonly ItemKind[];
  /** The upload kinds some kind's main file may be (what the item form's `file` part takes). */
  readonly mainUploads: readonly UploadKind[];
  /** The kind of POST /materials/file/import. */
  readonly imported: ItemKind & { mainFile: NonNullable<ItemKind['mainFile']> };
};

/**
 * The registry of the kinds the domains register. Complete or it throws at start-up: every type
 * of MATERIAL_ITEM_TYPES has exactly one kind, and exactly one kind is the file import's.
 */
export function createItemKindRegistry(kinds: readonly ItemKind[]): ItemKindRegistry {
  const byType = new Map<MaterialItemType, ItemKind>();
  for (const k of kinds) {
    if (!(MATERIAL_ITEM_TYPES as readonly string[]).includes(k.type))
      throw new Error(`Item kind ${k.type} is not a material item type`);
    if (byType.has(k.type)) throw new Error(`Two item kinds register type ${k.type}`);
    byType.set(k.type, k);
  }
  const missing = MATERIAL_ITEM_TYPES.filter((t) => !byType.has(t));
  if (missing.length) throw new Error(`No item kind registers ${missing.join(', ')}`);
  const imports = kinds.filter((k) => k.importsFiles);
  const imported = imports[0];
  if (imports.length !== 1 || !imported?.mainFile)
    throw new Error('Exactly one item kind with a main file must be the file import’s (importsFiles)');
  const all = MATERIAL_ITEM_TYPES.map((t) => byType.get(t)!);
  return {
    of: (type) => byType.get(type)!,
    all,
    mainUploads: [...new Set(all.flatMap((k) => (k.mainFile ? [k.mainFile.upload] : [])))],
    imported: imported as ItemKindRegistry['imported'],
  };
}
