import { ALL_ERRORS } from '../registry.ts';
import type { ErrorDef } from './define.ts';

export { defineErrors, type ErrorDef } from './define.ts';

/**
 * Every error code of the API, from every domain's `errors.ts`: its HTTP status, pt-BR message
 * and field. The API answers `{ message, code, errors? }`; the web keys on `code`.
 */
export const ERRORS: Readonly<Record<ErrorCode, ErrorDef>> = ALL_ERRORS;
export type ErrorCode = keyof typeof ALL_ERRORS;
export const ERROR_CODES = Object.keys(ALL_ERRORS) as [ErrorCode, ...ErrorCode[]];
export const errorStatus = (code: ErrorCode): number => ERRORS[code].status;
