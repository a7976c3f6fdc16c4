// The security headers of the web client's pages: one policy for the production static server
// (scripts/web-server.ts, also inside the one-process platform) and Vite's dev server
// (apps/web/vite.config.ts). docs/security.md "Security headers" says why each source is there.
import { IFRAME_ALLOWED_HOSTS } from '../materials/schemas.ts';

/** Strict-Transport-Security's max-age by default (180 days); HSTS_MAX_AGE=0 sends none. */
export const HSTS_DEFAULT_MAX_AGE = 180 * 24 * 60 * 60;
/** Sent only on a request that came over https (the browser ignores it over http anyway). */
export const hstsHeader = (maxAge: number): string => `max-age=${maxAge}; includeSubDomains`;

/**
 * Powerful features no Trilha screen uses: denied to the page and every frame in it (a SCORM
 * package or an embedded player cannot ask for the camera through us). Fullscreen, autoplay,
 * picture-in-picture and the clipboard stay allowed: the players and the copy buttons use them.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * Origins an operator adds to the web policy, from the environment (space- or comma-separated;
 * `{host}` is the page's host name, `{tenant}` its first label; `*.example.com` allowed):
 * CSP_CONNECT_SRC, CSP_IMG_SRC, CSP_MEDIA_SRC, CSP_FRAME_SRC, CSP_FRAME_ANCESTORS. The origins of
 * STORAGE_PUBLIC_URL (images, media) and SCORM_CONTENT_URL (frames), when the web server is given
 * them, are added without being repeated here.
 */
export type WebPolicySources = {
  connect: string[];
  img: string[];
  media: string[];
  frame: string[];
  frameAncestors: string[];
};

export type WebSecurityOptions = {
  /** Where the client finds the API and the realtime server (the /config.js templates, `{host}`). */
  apiUrl: string;
  realtimeUrl: string;
  extra?: Partial<WebPolicySources>;
  /** HSTS max-age in seconds (0: never); sent only when `https` is true. */
  hstsMaxAge?: number;
  /**
   * Inline scripts allowed by hash ('sha256-…'): Vite's dev server only (React Refresh's preamble).
   * Never from the environment: the production page has no inline script.
   */
  scriptHashes?: string[];
};

/** A host name as the Host header may carry it (no port): anything else is not put in a policy. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i;
/** An origin or a scheme an operator may add: `https://cdn.example.com`, `https://*.example.com:8443`, `blob:`. */
const SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?|[a-z][a-z0-9+.-]*:)$/i;

/** Splits an env setting into sources; throws on one that is not an origin, so a typo stops the server. */
export function parsePolicySources(name: string, value: string | undefined): string[] {
  const sources = (value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const s of sources) {
    const probe = s.replaceAll('{host}', 'h.example').replaceAll('{tenant}', 'tenant');
    if (!SOURCE.test(probe)) throw new Error(`${name}: "${s}" is not an origin (scheme://host[:port]) or a scheme (blob:)`);
  }
  return sources;
}

/** The sources an operator set in the environment (see WebPolicySources). */
export function policySourcesFromEnv(env: Record<string, string | undefined>): Partial<WebPolicySources> {
  const originOf = (name: string): string[] => {
    const url = env[name];
    if (!url) return [];
    const m = /^([a-z][a-z0-9+.-]*:\/\/[^/]+)/i.exec(url);
    return m ? parsePolicySources(name, m[1]) : [];
  };
  return {
    connect: parsePolicySources('CSP_CONNECT_SRC', env.CSP_CONNECT_SRC),
    img: [...originOf('STORAGE_PUBLIC_URL'), ...parsePolicySources('CSP_IMG_SRC', env.CSP_IMG_SRC)],
    media: [...originOf('STORAGE_PUBLIC_URL'), ...parsePolicySources('CSP_MEDIA_SRC', env.CSP_MEDIA_SRC)],
    frame: [...originOf('SCORM_CONTENT_URL'), ...parsePolicySources('CSP_FRAME_SRC', env.CSP_FRAME_SRC)],
    frameAncestors: parsePolicySources('CSP_FRAME_ANCESTORS', env.CSP_FRAME_ANCESTORS),
  };
}

/** `{host}` and `{tenant}` filled in for this page; a source that needs a host it has not got is dropped. */
function expand(sources: readonly string[], hostname: string | null): string[] {
  return sources.flatMap((s) => {
    if (!/\{(host|tenant)\}/.test(s)) return [s];
    if (!hostname) return [];
    return [s.replaceAll('{host}', hostname).replaceAll('{tenant}', hostname.split('.')[0]!)];
  });
}

/** The origin of an absolute http(s) URL template for this page, or null (a relative URL is 'self'). */
function originFor(template: string, hostname: string | null): URL | null {
  const [url] = expand([template], hostname);
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The web client's Content-Security-Policy for a page served on `hostname` (the request's Host,
 * without port). Scripts only from the web origin, never inline; styles also inline (sonner and
 * FullCalendar insert <style> elements, the sanitised docx view keeps style attributes).
 */
export function webContentSecurityPolicy(o: WebSecurityOptions, hostname: string | null): string {
  const host = hostname && HOST_NAME.test(hostname) ? hostname.toLowerCase() : null;
  const extra = o.extra ?? {};
  const api = originFor(o.apiUrl, host);
  const realtime = originFor(o.realtimeUrl, host);
  const apiOrigin = api ? [api.origin] : [];
  // socket.io starts with HTTP long-polling, then upgrades to a WebSocket on the same host and port.
  const realtimeOrigins = realtime
    ? [realtime.origin, `${realtime.protocol === 'https:' ? 'wss' : 'ws'}://${realtime.host}`]
    : [];
  const embeds = IFRAME_ALLOWED_HOSTS.map((h) => `https://${h}`);
  const ancestors = expand(extra.frameAncestors ?? [], host);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(o.scriptHashes ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Logos and avatars (the API's /storage, or STORAGE_PUBLIC_URL), docx images (data:), previews (blob:).
    ['img-src', ["'self'", 'data:', 'blob:', ...apiOrigin, ...expand(extra.img ?? [], host)]],
    // @fontsource files, bundled and served by the web server: no font from a third party.
    // data:: FullCalendar's icon font (fcicons) is a data: URL inside the styles it injects.
    ['font-src', ["'self'", 'data:']],
    // blob:: a file the page made itself (the report PDF's tab inherits this policy and reads it).
    ['connect-src', ["'self'", 'blob:', ...apiOrigin, ...realtimeOrigins, ...expand(extra.connect ?? [], host)]],
    // Audio items play from a blob: of the bytes fetched with the token.
    ['media-src', ["'self'", 'blob:', ...expand(extra.media ?? [], host)]],
    // PDFs (blob:), the SCORM player on the content origin (the API's by default) and the
    // embedded players the server allows in iframe items (IFRAME_ALLOWED_HOSTS).
    ['frame-src', ["'self'", 'blob:', ...apiOrigin, ...embeds, ...expand(extra.frame ?? [], host)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...ancestors]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Every security header of a web client response (the page, its assets and /config.js alike). */
export function webSecurityHeaders(o: WebSecurityOptions, req: { hostname: string | null; https: boolean }) {
  const headers: Record<string, string> = {
    'content-security-policy': webContentSecurityPolicy(o, req.hostname),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // Keeps the handle of tabs the app opens (the PDF report tab) but severs any cross-origin opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  // Only where frame-ancestors says the same thing: with other ancestors allowed it would refuse them.
  if (!o.extra?.frameAncestors?.length) headers['x-frame-options'] = 'SAMEORIGIN';
  const maxAge = o.hstsMaxAge ?? HSTS_DEFAULT_MAX_AGE;
  if (req.https && maxAge > 0) headers['strict-transport-security'] = hstsHeader(maxAge);
  return headers;
}

/** The host name of a Host header value (`demo.localhost:8080` → `demo.localhost`), or null. */
export function hostnameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const name = hostHeader.replace(/:\d+$/, '');
  return HOST_NAME.test(name) ? name.toLowerCase() : null;
}
