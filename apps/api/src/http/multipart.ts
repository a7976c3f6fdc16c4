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
   * (domains/materials/uploads.ts).
   */
  files?: Record<string, string>;
  /** The one file field that may repeat (an import's `files`). */
  repeat?: string;
  /** The form's text fields are the route's body schema, sent as strings. */
  bodyFields?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartForm;
  }
}
