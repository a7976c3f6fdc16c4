import { defineErrors } from '../errors/define.ts';
import { SCORM_MESSAGES as M } from './messages.ts';

/**
 * Refusals of a SCORM package (at upload, under the `file` field of the item form) and of the
 * player's routes. Messages with `{limit}` are filled with the configured limit by the API.
 */
export const SCORM_ERRORS = defineErrors({
  SCORM_NOT_ZIP: { status: 422, message: M.scormNotZip, field: 'file' },
  SCORM_MANIFEST_MISSING: { status: 422, message: M.scormManifestMissing, field: 'file' },
  SCORM_MANIFEST_INVALID: { status: 422, message: M.scormManifestInvalid, field: 'file' },
  SCORM_NO_LAUNCHABLE_SCO: { status: 422, message: M.scormNoLaunchableSco, field: 'file' },
  SCORM_UNSAFE_PATH: { status: 422, message: M.scormUnsafePath, field: 'file' },
  SCORM_UNSUPPORTED_NAME: { status: 422, message: M.scormUnsupportedName, field: 'file' },
  SCORM_TOO_LARGE: { status: 413, message: M.scormTooLarge, field: 'file' },
  SCORM_TOO_MANY_ENTRIES: { status: 422, message: M.scormTooManyEntries, field: 'file' },
  SCORM_TOO_LARGE_UNCOMPRESSED: { status: 422, message: M.scormTooLargeUncompressed, field: 'file' },
  SCORM_SUSPICIOUS_COMPRESSION: { status: 422, message: M.scormSuspiciousCompression, field: 'file' },
  SCORM_ITEM_NOT_FOUND: { status: 404, message: M.scormItemNotFound },
  SCORM_LAUNCH_EXPIRED: { status: 404, message: M.scormLaunchExpired },
});
