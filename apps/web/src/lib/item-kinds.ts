// The web half of the item-kind contract (docs/architecture.md "Item kinds"): what the Discipline
// Material screen and the staff item forms do with an item of one kind. It lives here, not in the
// materials feature, so a kind's feature implements it without importing materials: each kind's
// module lives in its own feature (quiz: attempts/quiz-item-kind.tsx, task:
// assignments/task-item-kind.tsx, SCORM: scorm/scorm-item-kind.tsx; the plain content kinds in
// materials/kinds/) and the materials feature discovers them (features/materials/item-kinds.ts,
// import.meta.glob), so materials imports none of them either. Modules stay light: the page loads
// them all, so heavy parts (the SCORM player, the question picker) are lazy.
import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import type { CreateMaterialItemBody, MaterialItem, MaterialItemType, MATERIAL_UPLOAD_TYPES } from '@trilha/shared/materials';
import type { CatalogueKey } from '../i18n/catalogue.ts';

/** The staff item form's values (materials/staff/ItemForm.tsx); a kind's `form.body` reads them. */
export type ItemValues = {
  material_id: number;
  type: MaterialItemType;
  title: string;
  description: string;
  url: string;
  iframe_code: string;
  quizzes_ids: string;
  visible: boolean;
};

/** The item's new progress when the viewer itself completed it (a SCORM package's last commit). */
export type ItemCompletion = { material_progress: number; discipline_progress: number };

export type ItemViewerProps = {
  disciplineId: number;
  item: MaterialItem;
  /** The viewer completed the item on the server: the screen moves its progress, as a mark does. */
  onCompleted: (p: ItemCompletion) => void;
};
export type ItemFieldsProps = {
  form: UseFormReturn<ItemValues, unknown, CreateMaterialItemBody>;
  item?: MaterialItem;
};

export type WebItemKind = {
  /** The item type it handles (one module per type of @trilha/shared MATERIAL_ITEM_TYPES). */
  type: MaterialItemType;
  icon: LucideIcon;
  /** The kind's name as a person reads it (an i18n key); default `materials.kinds.<type>`. */
  label?: (item: Pick<MaterialItem, 'type' | 'file_type'>) => CatalogueKey;
  /** Its content in the item's modal (none: the modal shows only the description and narration). */
  Viewer?: ComponentType<ItemViewerProps>;
  /** The viewer shows the description itself (a task's statement): the modal leaves it out. */
  ownsDescription?: true;
  /** An item the floating player plays from the list instead of opening the modal. */
  listen?: (item: MaterialItem) => { url: string; name: string } | null;
  form?: {
    /** The description field's label (i18n key) and height when the kind gives it a meaning. */
    description?: { label: CatalogueKey; rows: number };
    /** The upload the kind is made of (the form's `file` part). */
    mainFile?: keyof typeof MATERIAL_UPLOAD_TYPES;
    /** false: no narration field (the item is a recording already). */
    narration?: false;
    /** The kind's own fields, under the description. */
    Fields?: ComponentType<ItemFieldsProps>;
    /** What of the form's values the kind sends besides title, description and visibility. */
    body?: (v: ItemValues) => Record<string, unknown>;
  };
  /** Which kind-specific settings the item's settings form shows. */
  settings?: { dueAt?: true; attemptRules?: true };
};

export const defineWebItemKind = (k: WebItemKind): WebItemKind => k;
