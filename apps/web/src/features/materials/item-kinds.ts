// Every item kind's web module, discovered: a module named `*-item-kind.tsx` at the top of any
// feature (the kind's own: quiz in attempts, task in assignments, SCORM in scorm) or in
// materials/kinds/ (the plain content kinds) exports `webItemKind` (lib/item-kinds.ts says what it
// decides). A new kind adds its module in its own feature and nothing here; tests/web/item-kinds
// checks there is exactly one per item type the API has. A glob, not imports: materials depends on
// no kind's feature, and no kind's feature on materials (tests/web/feature-boundaries.test.ts).
import { MATERIAL_ITEM_TYPES, type MaterialItem, type MaterialItemType } from '@trilha/shared/materials';
import type { WebItemKind } from '../../lib/item-kinds.ts';

const modules = import.meta.glob<WebItemKind>(['./kinds/*.tsx', '../*/*-item-kind.tsx'], {
  eager: true,
  import: 'webItemKind',
});

function registry(): Record<MaterialItemType, WebItemKind> {
  const kinds: Partial<Record<MaterialItemType, WebItemKind>> = {};
  for (const [file, kind] of Object.entries(modules)) {
    if (kinds[kind.type]) throw new Error(`Two web modules for the item kind "${kind.type}" (${file})`);
    kinds[kind.type] = kind;
  }
  const missing = MATERIAL_ITEM_TYPES.filter((t) => !kinds[t]);
  if (missing.length) throw new Error(`No web module for the item kind(s) ${missing.join(', ')}`);
  return kinds as Record<MaterialItemType, WebItemKind>;
}

export const ITEM_KINDS = registry();

export const itemKindOf = (item: Pick<MaterialItem, 'type'>): WebItemKind => ITEM_KINDS[item.type];
