import { appError } from '../../../kit/errors.ts';
import { defineItemKind } from '../../../kit/item-kinds.ts';

/** The url kind: http or https only (no javascript:, data:, file: …), without credentials. */
export function normalizeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw appError('MATERIAL_ITEM_URL_INVALID');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname)
    throw appError('MATERIAL_ITEM_URL_INVALID');
  return url.href;
}

/** A link to a page elsewhere: its address, checked; required on create. */
export const urlItemKind = defineItemKind({
  type: 'url',
  async validate({ input, creating }) {
    if (input.url !== undefined) return { data: { url: normalizeUrl(input.url) } };
    if (creating) throw appError('MATERIAL_ITEM_URL_INVALID');
    return {};
  },
});
