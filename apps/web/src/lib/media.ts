import { config } from './config.ts';

/**
 * Where an image the API names lives: absolute URLs as they are; a path ("/storage/…") on the API's
 * host. Screens still fall back to drawn art when the file is missing (onError).
 */
export function mediaUrl(src: string): string {
  if (/^(https?:|data:|blob:)/i.test(src)) return src;
  return `${config().apiUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}
