import { ERRORS, type BulkFailure, type BulkResult, type ErrorCode } from '@trilha/shared';
import { AppError } from './errors.ts';

/** A failed item of a bulk operation, with its domain error's message. */
export const bulkFailure = (id: number, code: ErrorCode): BulkFailure => ({ id, code, message: ERRORS[code].message });

/**
 * The one answer of bulk operations that may partly fail: 200 with the ids done and each failure
 * (code and message); when nothing could be done, 422 BULK_NOTHING_DONE carrying the same list,
 * so callers see every failure either way and a request that changed nothing is a 4xx.
 */
export function bulkResult(
  done: number[],
  failed: BulkFailure[],
  messages: { all: string; some: string; none: string },
): BulkResult {
  if (done.length === 0 && failed.length > 0) throw new AppError('BULK_NOTHING_DONE', messages.none, undefined, failed);
  return { message: failed.length ? messages.some : messages.all, done, failed };
}
