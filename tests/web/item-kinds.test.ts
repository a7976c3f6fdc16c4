// The web item-kind registry (apps/web/src/features/materials/item-kinds.ts, discovered by glob;
// the contract is apps/web/src/lib/item-kinds.ts): a module for every type the API has, each naming strings that exist and uploads the form knows.
import { describe, expect, it } from 'vitest';
import { MATERIAL_ITEM_TYPES, MATERIAL_UPLOAD_TYPES, type MaterialItem } from '@trilha/shared/materials';
import { ITEM_KINDS } from '../../apps/web/src/features/materials/item-kinds.ts';
import { materialsStrings } from '../../apps/web/src/features/materials/strings.ts';

const text = (key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], materialsStrings);
const item = (o: Partial<MaterialItem>) => ({ type: 'file', file_type: null, ...o }) as MaterialItem;

describe('web item kinds', () => {
  it('has one module for every item type, with an icon and a name', () => {
    expect(Object.keys(ITEM_KINDS).sort()).toEqual([...MATERIAL_ITEM_TYPES].sort());
    for (const type of MATERIAL_ITEM_TYPES) {
      const kind = ITEM_KINDS[type];
      expect(kind.icon, type).toBeTruthy();
      expect(typeof text(kind.label?.(item({ type })) ?? `materials.kinds.${type}`), type).toBe('string');
      if (kind.form?.description) expect(typeof text(kind.form.description.label), type).toBe('string');
      if (kind.form?.mainFile) expect(Object.keys(MATERIAL_UPLOAD_TYPES), type).toContain(kind.form.mainFile);
    }
  });

  it('the file kind names the document by its type; the audio kind plays open recordings only', () => {
    expect(ITEM_KINDS.file.label?.(item({ file_type: 'docx' }))).toBe('materials.kinds.docx');
    expect(ITEM_KINDS.file.label?.(item({ file_type: null }))).toBe('materials.kinds.file');
    const file = { id: 1, url: 'private/c1/audio/a.mp3', download_url: '', name: 'a.mp3', mime_type: 'audio/mpeg', size: 1 };
    expect(ITEM_KINDS.audio.listen?.(item({ type: 'audio', title: 'Aula', file, lock: null }))).toEqual({
      url: file.url,
      name: 'Aula',
    });
    expect(ITEM_KINDS.audio.listen?.(item({ type: 'audio', title: 'Aula', file, lock: 'password' }))).toBeNull();
  });
});
