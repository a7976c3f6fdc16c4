import type { AppDeps } from '../../../deps.ts';
import type { StoredUpload } from '../uploads.ts';
import { inspectStoredScormPackage } from '../../scorm/package/stored-package.ts';

// The SCORM-specific part of material items, kept in one small module so the materials domain
// stays unaware of packages: the checks, imsmanifest reading, extraction, serving and launch live
// in apps/api/src/domains/scorm (docs/learning-content.md "SCORM").

/** What the scorm module learnt about a package at upload time, kept on the item. */
export type ScormPackageInfo = { entryPoint: string | null };

/**
 * The API's seams the package check needs (storage, limits). inspectScormPackage is called deep
 * in the item form's code, which does not carry them, so the scorm domain binds them here when its
 * routes are registered, and unbinds them when that API closes (apps/api/src/domains/scorm/routes.ts).
 * Several APIs may live in one process (tests): the one whose storage holds the upload (its key is
 * a fresh UUID) is the one that received it.
 */
const bound = new Set<AppDeps>();
export const bindScormInspection = (deps: AppDeps): (() => void) => {
  bound.add(deps);
  return () => void bound.delete(deps);
};

async function depsHolding(key: string): Promise<AppDeps> {
  for (const deps of bound) {
    const object = await deps.storage.open(key);
    if (object) {
      object.body.destroy();
      return deps;
    }
  }
  throw new Error('SCORM inspection: no registered API holds the uploaded package');
}

/**
 * Called with a freshly stored package before the item's row is written: the whole package is
 * checked (a zip, no path traversal, no zip bomb, within the SCORM_* limits, imsmanifest.xml at the
 * root that names an existing SCO page). A refusal throws its SCORM_* AppError: the upload is then
 * removed and nothing is written. Returns the SCO's launch page. The edition (1.2/2004) is kept in
 * material_item_settings.extra.scorm_version when the item is first launched.
 */
export async function inspectScormPackage(upload: StoredUpload): Promise<ScormPackageInfo> {
  const info = await inspectStoredScormPackage(await depsHolding(upload.key), upload.key, { deleteRefused: true });
  return { entryPoint: info.entryPoint };
}

/** The item's `scorm` field in responses: the launch page inside the package; the player gets its URL from POST /scorm/{id}/launch. */
export function scormView(item: { id: number; scormEntryPoint: string | null }): {
  entry_point: string | null;
  launch_url: string | null;
} {
  return { entry_point: item.scormEntryPoint, launch_url: null };
}
