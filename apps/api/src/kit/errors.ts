import { ERRORS, MESSAGES, errorStatus, type BulkFailure, type ErrorCode } from '@trilha/shared';

/** The one error type use cases throw; the error handler maps `code` to its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly errors?: Record<string, string[]>,
    /** Bulk operations of which nothing was done: each item and why. */
    readonly failed?: BulkFailure[],
  ) {
    super(message);
  }
  get status(): number {
    return errorStatus(this.code);
  }
}

/**
 * A domain error by code (packages/shared/src/<domain>/errors.ts): its status and pt-BR message,
 * and, when the code names a field (or `field` is given), the message under that field too so
 * forms show it in place.
 */
export function appError(code: ErrorCode, o: { message?: string; field?: string } = {}): AppError {
  const message = o.message ?? ERRORS[code].message;
  const field = o.field ?? ERRORS[code].field;
  return new AppError(code, message, field ? { [field]: [message] } : undefined);
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new AppError('UNAUTHENTICATED', message);
export const validationFailed = (errors: Record<string, string[]>, message: string = MESSAGES.validationFailed) =>
  new AppError('VALIDATION_FAILED', message, errors);
