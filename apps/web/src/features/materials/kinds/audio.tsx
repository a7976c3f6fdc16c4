import { Headphones } from 'lucide-react';
import { defineWebItemKind } from '../../../lib/item-kinds.ts';

/** A recording: the list opens it in the floating player; the modal only shows for its details. */
export const webItemKind = defineWebItemKind({
  type: 'audio',
  icon: Headphones,
  listen: (item) => (item.file && !item.lock ? { url: item.file.url, name: item.title } : null),
  form: { mainFile: 'audio', narration: false },
});
