import type { StoredUpload } from '../uploads.ts';

// The SCORM-specific part of material items, kept in one small module so the scorm work
// (package validation, imsmanifest reading, serving and launch: apps/api/src/domains/scorm) can
// extend it without touching the rest of the materials domain. Today a package is stored as the
// item's private File (a .zip by content, within MATERIAL_UPLOAD_MAX_BYTES); nothing is unpacked.

/** What the scorm module learnt about a package at upload time, kept on the item. */
export type ScormPackageInfo = { entryPoint: string | null };

/**
 * Called with a freshly stored package before the item's row is written. It may refuse the package
 * (throw an AppError: the upload is then removed and nothing is written) or return what the item
 * keeps. Today: no inspection yet, so no entry point.
 */
export async function inspectScormPackage(_upload: StoredUpload): Promise<ScormPackageInfo> {
  return { entryPoint: null };
}

/** The item's `scorm` field in responses: how the web launches it (null until a launcher exists). */
export function scormView(item: { id: number; scormEntryPoint: string | null }): {
  entry_point: string | null;
  launch_url: string | null;
} {
  return { entry_point: item.scormEntryPoint, launch_url: null };
}
