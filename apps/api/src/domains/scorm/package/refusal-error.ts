import { SCORM_MESSAGES as M } from '@trilha/shared/scorm';
import { appError, type AppError } from '../../../kit/errors.ts';
import { formatBytes, type PackageLimits } from './limits.ts';
import type { PackageRefusal } from './read-package.ts';

/** The API error of a refused package: its code, and the limit it broke in the message. */
export function refusalError(refusal: PackageRefusal, limits: PackageLimits): AppError {
  switch (refusal) {
    case 'not-zip':
      return appError('SCORM_NOT_ZIP');
    case 'too-large':
      return appError('SCORM_TOO_LARGE', { message: M.scormTooLarge.replace('{limit}', formatBytes(limits.maxPackageBytes)) });
    case 'unsafe-path':
      return appError('SCORM_UNSAFE_PATH');
    case 'unsupported-name':
      return appError('SCORM_UNSUPPORTED_NAME');
    case 'too-many-entries':
      return appError('SCORM_TOO_MANY_ENTRIES', {
        message: M.scormTooManyEntries.replace('{limit}', limits.maxEntries.toLocaleString('pt-BR')),
      });
    case 'too-large-uncompressed':
      return appError('SCORM_TOO_LARGE_UNCOMPRESSED', {
        message: M.scormTooLargeUncompressed.replace('{limit}', formatBytes(limits.maxUncompressedBytes)),
      });
    case 'suspicious-compression':
      return appError('SCORM_SUSPICIOUS_COMPRESSION');
    case 'manifest-missing':
      return appError('SCORM_MANIFEST_MISSING');
    case 'manifest-invalid':
      return appError('SCORM_MANIFEST_INVALID');
    case 'no-sco':
      return appError('SCORM_NO_LAUNCHABLE_SCO');
  }
}
