import { COMMON_MESSAGES as M } from '../common/messages.ts';
import { defineErrors } from './define.ts';

/** Codes every route may answer with; each domain adds its own in its `errors.ts`. */
export const COMMON_ERRORS = defineErrors({
  UNAUTHENTICATED: { status: 401, message: M.unauthenticated },
  FORBIDDEN: { status: 403, message: M.forbidden },
  NOT_FOUND: { status: 404, message: M.notFound },
  TENANT_NOT_FOUND: { status: 404, message: M.tenantNotFound },
  COMPANY_INACTIVE: { status: 403, message: M.companyInactive },
  CONFLICT: { status: 409, message: M.duplicate },
  PAYLOAD_TOO_LARGE: { status: 413, message: M.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: M.unsupportedMediaType },
  MALFORMED_BODY: { status: 422, message: M.malformedBody },
  // Refusals made before a route is found (the HTTP parser, the router): error-handler.ts.
  BAD_REQUEST: { status: 400, message: M.badRequest },
  BAD_URL: { status: 400, message: M.badUrl },
  REQUEST_TIMEOUT: { status: 408, message: M.requestTimeout },
  URI_TOO_LONG: { status: 414, message: M.uriTooLong },
  HEADERS_TOO_LARGE: { status: 431, message: M.headersTooLarge },
  BULK_NOTHING_DONE: { status: 422, message: M.nothingDone },
  VALIDATION_FAILED: { status: 422, message: M.validationFailed },
  RATE_LIMITED: { status: 429, message: M.rateLimited },
  INTERNAL: { status: 500, message: M.internalError },
  // The database does not answer (restarting, down): the request may be retried (Retry-After).
  DATABASE_UNAVAILABLE: { status: 503, message: M.databaseUnavailable },
  // Redis does not answer: the job queue (a route that enqueues) and the rate-limit counters (sign-in
  // and the other limited routes, which fail closed). The same words for the user: retry later.
  SERVICE_UNAVAILABLE: { status: 503, message: M.databaseUnavailable },
  UPLOAD_INVALID: { status: 422, message: M.uploadInvalid },
  IMAGE_REQUIRED: { status: 422, message: M.imageRequired },
  IMAGE_INVALID: { status: 422, message: M.imageInvalid },
  IMAGE_TOO_LARGE: { status: 422, message: M.imageTooLarge },
});
