import { defineItemKind } from '../../../kit/item-kinds.ts';

/** A recording the floating player plays (mp3, wav, ogg or m4a). */
export const audioItemKind = defineItemKind({
  type: 'audio',
  mainFile: { upload: 'audio', wrongFile: 'MATERIAL_ITEM_AUDIO_INVALID' },
});
