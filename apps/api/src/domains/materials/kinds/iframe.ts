import { parseDocument } from 'htmlparser2';
import { IFRAME_ALLOWED_HOSTS } from '@trilha/shared/materials';
import { appError } from '../../../kit/errors.ts';
import { defineItemKind } from '../../../kit/item-kinds.ts';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: unknown }>;

const ALLOWED = new Set<string>(IFRAME_ALLOWED_HOSTS);
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A size as authors write it: pixels or a percentage. */
const SIZE = /^\d{1,4}%?$/;

const isBlank = (n: ChildNode) => n.type === 'text' && n.data.trim() === '';

/**
 * The iframe kind's code, sanitised: the input is parsed as HTML and must be exactly one <iframe>
 * (whitespace around it allowed, nothing inside it) whose src is https on an allow-listed host
 * (IFRAME_ALLOWED_HOSTS). The answer is a new element built from that parsed src and the
 * harmless size and title attributes; everything else the author wrote (event handlers, srcdoc,
 * other tags) is dropped, never passed through. The web renders it in a sandboxed frame too.
 */
export function sanitizeIframe(code: string): string {
  const doc = parseDocument(code, { lowerCaseAttributeNames: true, decodeEntities: true });
  const nodes = doc.children.filter((n) => !isBlank(n));
  const el = nodes[0] as Element | undefined;
  if (nodes.length !== 1 || el?.type !== 'tag' || el.name !== 'iframe' || el.children.some((c) => !isBlank(c)))
    throw appError('MATERIAL_ITEM_IFRAME_INVALID');
  let src: URL;
  try {
    src = new URL((el.attribs.src ?? '').trim());
  } catch {
    throw appError('MATERIAL_ITEM_IFRAME_INVALID');
  }
  if (src.protocol !== 'https:' || src.username || src.password || src.port || !ALLOWED.has(src.hostname))
    throw appError('MATERIAL_ITEM_IFRAME_INVALID');
  const attrs: string[] = [`src="${escapeAttr(src.href)}"`];
  for (const a of ['width', 'height'] as const) {
    const v = el.attribs[a]?.trim();
    if (v && SIZE.test(v)) attrs.push(`${a}="${v}"`);
  }
  const title = el.attribs.title?.trim().slice(0, 200);
  if (title) attrs.push(`title="${escapeAttr(title)}"`);
  attrs.push(
    'loading="lazy"',
    'referrerpolicy="strict-origin-when-cross-origin"',
    'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-forms"',
    'allow="fullscreen; encrypted-media; picture-in-picture"',
    'allowfullscreen',
  );
  return `<iframe ${attrs.join(' ')}></iframe>`;
}

/** An embedded player or page: its code, rebuilt safe; required on create. */
export const iframeItemKind = defineItemKind({
  type: 'iframe',
  async validate({ input, creating }) {
    if (input.iframe_code !== undefined) return { data: { iframeCode: sanitizeIframe(input.iframe_code) } };
    if (creating) throw appError('MATERIAL_ITEM_IFRAME_INVALID');
    return {};
  },
});
