import type { ApiConfig } from '../../../config.ts';

/** What a package may weigh, from the configuration (apps/api/src/config.ts, SCORM_*). */
export type PackageLimits = {
  maxPackageBytes: number;
  maxUncompressedBytes: number;
  maxEntries: number;
  maxRatio: number;
};

/** An entry is judged by its ratio only past this size: small files of spaces compress 1000:1. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
/** imsmanifest.xml is read into memory to be parsed: no real manifest comes near this. */
export const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;

export const packageLimits = (c: ApiConfig): PackageLimits => ({
  maxPackageBytes: c.SCORM_MAX_PACKAGE_BYTES,
  maxUncompressedBytes: c.SCORM_MAX_UNCOMPRESSED_BYTES,
  maxEntries: c.SCORM_MAX_ENTRIES,
  maxRatio: c.SCORM_MAX_RATIO,
});

/** 314572800 → "300 MB", for the refusal messages. */
export const formatBytes = (n: number): string =>
  n >= 1024 ** 3
    ? `${+(n / 1024 ** 3).toFixed(1)} GB`
    : n >= 1024 ** 2
      ? `${+(n / 1024 ** 2).toFixed(1)} MB`
      : `${+(n / 1024).toFixed(1)} KB`;
