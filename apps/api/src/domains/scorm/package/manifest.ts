import { XMLParser } from 'fast-xml-parser';
import type { ScormVersion } from '@trilha/shared/scorm';

export type ManifestInfo = {
  version: ScormVersion;
  /** Path of the first SCO's launch page inside the package, with its query string if any. */
  entryPoint: string;
  title: string | null;
};

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter((x): x is Node => typeof x === 'object' && x !== null);
const text = (v: unknown): string | null => {
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
  if (v && typeof v === 'object' && '#text' in v) return text((v as Node)['#text']);
  return null;
};
const attr = (n: Node, name: string): string | null => {
  const v = n[`@_${name}`];
  return typeof v === 'string' ? v.trim() : null;
};

// Namespace prefixes are dropped (adlcp:scormtype → scormtype); entities are limited so an
// "entity expansion" manifest cannot blow up memory. DOCTYPEs are not followed anywhere.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: { enabled: true, maxEntitySize: 1000, maxEntityCount: 50 },
  htmlEntities: false,
});

export class ManifestError extends Error {
  constructor(readonly kind: 'invalid' | 'no-sco') {
    super(kind);
  }
}

/**
 * Reads what the player needs from imsmanifest.xml: the SCORM edition (metadata/schemaversion,
 * else the namespaces declared), and the launch page of the first SCO of the default
 * organization (else the first SCO resource). `exists` says whether a path is in the package.
 */
export function readManifest(xml: string, exists: (path: string) => boolean): ManifestInfo {
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch {
    throw new ManifestError('invalid');
  }
  const manifest = list(doc.manifest)[0];
  if (!manifest) throw new ManifestError('invalid');

  const version = versionOf(manifest, xml);
  const resources = list(list(manifest.resources)[0]?.resource);
  const resourcesBase = attr(list(manifest.resources)[0] ?? {}, 'base') ?? '';
  const isSco = (r: Node) => (attr(r, 'scormtype') ?? attr(r, 'scormType') ?? '').toLowerCase() === 'sco';
  const launchOf = (r: Node, parameters: string | null): string | null => {
    const href = attr(r, 'href');
    if (!href) return null;
    const full = `${manifestBase(manifest)}${resourcesBase}${attr(r, 'base') ?? ''}${href}`;
    const [path = '', query] = splitQuery(full);
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (!exists(decoded)) return null;
    const params = parameters ? parameters.replace(/^[?&]/, '') : '';
    const q = [query, params].filter(Boolean).join('&');
    return q ? `${path}?${q}` : path;
  };

  // The default organization's items, depth first: the first one pointing at a SCO is launched.
  const orgs = list(list(manifest.organizations)[0]?.organization);
  const defaultId = attr(list(manifest.organizations)[0] ?? {}, 'default');
  const org = orgs.find((o) => attr(o, 'identifier') === defaultId) ?? orgs[0];
  const title = org ? text(org.title) : null;
  const byId = new Map(resources.map((r) => [attr(r, 'identifier') ?? '', r]));
  const walk = (items: Node[]): string | null => {
    for (const item of items) {
      const ref = attr(item, 'identifierref');
      const r = ref ? byId.get(ref) : undefined;
      if (r && isSco(r)) {
        const launch = launchOf(r, attr(item, 'parameters'));
        if (launch) return launch;
      }
      const inner = walk(list(item.item));
      if (inner) return inner;
    }
    return null;
  };
  const entryPoint =
    (org ? walk(list(org.item)) : null) ??
    resources
      .filter(isSco)
      .map((r) => launchOf(r, null))
      .find(Boolean) ??
    null;
  if (!entryPoint) throw new ManifestError('no-sco');
  return { version, entryPoint, title };
}

function versionOf(manifest: Node, xml: string): ScormVersion {
  const schemaVersion = text(list(manifest.metadata)[0]?.schemaversion)?.toLowerCase() ?? '';
  if (schemaVersion === '1.2') return '1.2';
  if (schemaVersion.includes('2004') || schemaVersion.includes('cam 1.3')) return '2004';
  // No (usable) schemaversion: the ADL namespaces say it (adlcp_v1p3 is 2004, adlcp_rootv1p2 is 1.2).
  if (/adlcp_v1p3|adlseq_v1p3|adlnav_v1p3|imsss/i.test(xml)) return '2004';
  return '1.2';
}

const manifestBase = (m: Node): string => attr(m, 'base') ?? '';
const splitQuery = (href: string): [string, string | undefined] => {
  const i = href.indexOf('?');
  return i < 0 ? [href, undefined] : [href.slice(0, i), href.slice(i + 1)];
};
