/**
 * Names of zip entries, judged before anything is inflated. A name that could leave the package's
 * folder (`..`, an absolute path, a drive letter, a backslash, which Windows tools treat as a
 * separator) refuses the whole package: an honest packager never writes one.
 */
export type NameVerdict =
  { ok: true; path: string; isDir: boolean } | { ok: false; reason: 'unsafe' | 'unsupported' | 'os-metadata' };

/** One path segment as stored (packages/storage/src/storage.ts PRIVATE_KEY): letters, digits and a few marks. */
const SEGMENT = /^[\p{L}\p{N}_][\p{L}\p{N}_. ()+,@~!'&=%-]{0,199}$/u;

export function judgeEntryName(name: string): NameVerdict {
  if (name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\0'))
    return { ok: false, reason: 'unsafe' };
  const isDir = name.endsWith('/');
  const segments = (isDir ? name.slice(0, -1) : name).split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, reason: 'unsafe' };
  if (segments.some((s) => s === '')) return { ok: false, reason: 'unsafe' };
  if (isOsMetadata(segments)) return { ok: false, reason: 'os-metadata' };
  if (segments.some((s) => !SEGMENT.test(s))) return { ok: false, reason: 'unsupported' };
  return { ok: true, path: segments.join('/'), isDir };
}

/**
 * What macOS adds to a zip made in the Finder (`__MACOSX/…/._name` resource forks, `.DS_Store`
 * folder settings, `._name` AppleDouble files): never part of the course. Other LMSs skip them,
 * and so do we, rather than refusing the package over names we would not store anyway.
 */
function isOsMetadata(segments: string[]): boolean {
  const base = segments[segments.length - 1]!;
  return segments[0] === '__MACOSX' || base === '.DS_Store' || base.startsWith('._');
}
