/**
 * Routes that take a multipart form (image uploads) say so in `config.multipart`: the file
 * field's name, and whether the form's text fields are the route's JSON body fields. From that
 * one declaration the input guard refuses multipart on every other route (415), the image reader
 * (storage/image-upload.ts) knows which file field to read, and the OpenAPI document lists the
 * form next to the JSON body (openapi/register.ts).
 */
export type MultipartForm = {
  /** The one file field (PNG, JPEG or WEBP by content, at most IMAGE_UPLOAD.maxBytes). */
  file: string;
  /**
   * Routes that take other files (material items, imports) list every file field with what it
   * accepts, for the OpenAPI document; `file` is then the main one. Their reader is their own
   * (storage/uploads.ts).
   */
  files?: Record<string, string>;
  /** The one file field that may repeat (an import's `files`). */
  repeat?: string;
  /** The form's text fields are the route's body schema, sent as strings. */
  bodyFields?: boolean;
  /**
   * The largest form the route reads (`formBytes`: its files at their caps plus the text fields).
   * A larger declared Content-Length is refused with 413 before the body is read, as a JSON body
   * over Fastify's bodyLimit is; the readers' own caps still count what actually arrives.
   * Default: one image (IMAGE_UPLOAD.maxBytes).
   */
  maxBytes?: number;
};

/** Room for a form's text fields, boundaries and part headers (30 fields of up to 64 KiB). */
const FORM_OVERHEAD_BYTES = 4 * 1024 * 1024;

/** The largest acceptable form of `files` files of at most `fileBytes` each. */
export const formBytes = (fileBytes: number, files = 1): number => files * fileBytes + FORM_OVERHEAD_BYTES;

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartForm;
  }
}
