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
import type { IdMap, SqlClient } from './discipline-copy.ts';

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

/** Keys of the item's settings `extra` an event of the kind's domain sets (others are kept). */
export type ItemExtra = { materialItemId: number; extra: Record<string, Prisma.InputJsonValue> };
export type ItemExtraTrigger<N extends DomainEventName = DomainEventName> = {
  event: N;
  extra: (payload: DomainEventPayload<N>) => ItemExtra;
};
type AnyItemExtraTrigger = { [N in DomainEventName]: ItemExtraTrigger<N> }[DomainEventName];

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
  /**
   * What the kind learns about an item after it is written (a SCORM package's edition, read at its
   * first launch), kept in the item's settings `extra` (the materials domain's table) when this
   * event of the kind's domain is published, in the publisher's transaction.
   */
  extraOn?: AnyItemExtraTrigger;
  /**
   * Copying items (duplicating one, a discipline's deep copy): the kind's own rows of the copied
   * items (their columns, settings and files are copied already), one set-based statement per
   * table. The one copy path of every copy.
   */
  copyMany?: (tx: SqlClient, o: ItemsCopy) => Promise<void>;
  /** Tables whose id maps `copyMany` reads (the quiz: `questions`, copied across companies). */
  copyNeeds?: readonly string[];
  /** The kind POST /materials/file/import creates, one item per uploaded file (one kind only). */
  importsFiles?: true;
};

/** Items being copied: `items` maps each source item to its copy (of every kind: a hook joins its own rows). */
export type ItemsCopy = {
  /** The source and target companies (the same but for a supplier's course copied into a consumer). */
  from: number;
  to: number;
  items: IdMap;
  /** Other tables copied with them, by table (`questions` across companies; absent: keep the same ids). */
  ids: ReadonlyMap<string, IdMap>;
};

/** A kind's module: `export const quizItemKind = defineItemKind({ type: 'quiz', … })`. */
export const defineItemKind = <const K extends ItemKind>(k: K): K => k;

/** A trigger, typed by its event (the payload the mapping reads). */
export const itemDoneOn = <N extends ItemDoneEventName>(event: N, done: ItemDoneTrigger<N>['done']): AnyItemDoneTrigger =>
  ({ event, done }) as AnyItemDoneTrigger;

/** An `extraOn` trigger, typed by its event. */
export const itemExtraOn = <N extends DomainEventName>(event: N, extra: ItemExtraTrigger<N>['extra']): AnyItemExtraTrigger =>
  ({ event, extra }) as AnyItemExtraTrigger;

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
