/**
 * content-disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987): every route
 * that serves a file (downloads, exports, reports) names it the same way.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
