const escapeAttr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The player page: the SCORM API relay (player.js) and the package's frame. Scripts come only
 * from this origin; only the web client's origin may frame it.
 */
export function playerPage(o: { parentOrigin: string; contentUrl: string; version: string }): string {
  return `<!doctype html>
<html lang="pt-BR" data-parent-origin="${escapeAttr(o.parentOrigin)}" data-content-url="${escapeAttr(o.contentUrl)}" data-version="${escapeAttr(o.version)}">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<title>Conteúdo SCORM</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<iframe id="sco" title="Conteúdo SCORM" allow="fullscreen; autoplay"></iframe>
<script src="/scorm/runtime/cross-frame-api.js"></script>
<script src="/scorm/runtime/player.js"></script>
</body>
</html>
`;
}

export const playerPageCsp = (webOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "frame-src 'self'",
    `frame-ancestors ${webOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

const PACKAGE_SOURCES = "'self' 'unsafe-inline' 'unsafe-eval' data: blob:";
/**
 * What a company's allowed outside origins (companies.scorm_allowed_origins, validated by the
 * shared schema) may serve: media, fonts, styles, images, frames (an embedded video player) and
 * fetches (streamed video). Never scripts: script-src keeps falling back to default-src.
 */
const OUTSIDE_FETCHES = ['img-src', 'media-src', 'font-src', 'style-src', 'frame-src', 'connect-src'];

/**
 * What a package's own files may do: run their scripts, styles, media and fonts from this origin
 * (most authoring tools inline scripts and use eval), but be framed only by the player and the web
 * client, never navigate the top window, and post forms nowhere else. Their origin is not the web
 * client's, so they cannot read its storage (the token) whatever they run.
 */
export const packageCsp = (webOrigin: string, allowedOrigins: readonly string[] = []): string =>
  [
    `default-src ${PACKAGE_SOURCES}`,
    ...(allowedOrigins.length ? OUTSIDE_FETCHES.map((d) => `${d} ${PACKAGE_SOURCES} ${allowedOrigins.join(' ')}`) : []),
    "object-src 'none'",
    `frame-ancestors 'self' ${webOrigin}`,
    "form-action 'self'",
    "base-uri 'self'",
    'sandbox allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads',
  ].join('; ');
