import { ERROR_STATUS, MESSAGES, type ErrorCode } from '@trilha/shared';

/** The one error type use cases throw; the error handler maps `code` to its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new AppError('UNAUTHENTICATED', message);
export const validationFailed = (errors: Record<string, string[]>, message: string = MESSAGES.validationFailed) =>
  new AppError('VALIDATION_FAILED', message, errors);
