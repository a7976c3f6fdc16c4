import { config } from './config.ts';

/**
 * Where an image the API names lives: absolute URLs as they are; `/images/…` is art shipped with
 * this client (the demo's seeded covers and badges, apps/web/public/images), served from the page's
 * own origin; any other path ("/storage/…") is on the API's host. Screens still fall back to drawn
 * art when a file is missing (onError).
 */
export function mediaUrl(src: string): string {
  if (/^(https?:|data:|blob:)/i.test(src)) return src;
  if (src.startsWith('/images/')) return src;
  return `${config().apiUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}
