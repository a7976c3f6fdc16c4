import type { Readable } from 'node:stream';
import type { StoredImage } from '../storage/image-upload.ts';
import type { MaterialForm, UploadKind } from '../storage/uploads.ts';

/** A file part of a multipart form: its bytes as a stream, `truncated` once past the size limit. */
export type FormFile = {
  type: 'file';
  fieldname: string;
  filename: string;
  mimetype: string;
  file: Readable & { truncated: boolean };
};
/** A part of a multipart form: a file, or a text field. */
export type FormPart = FormFile | { type: 'field'; fieldname: string; value: unknown };
export type FormLimits = { fileSize: number; files: number; fields: number; parts: number };

/**
 * A request body that may be a multipart form, as a use case sees it: built at the edge
 * (http/form-input.ts) from the request, read by the use case only once its own checks have passed
 * (so a refused request stores nothing, and the refusals come in the same order as before). The
 * use case never sees the HTTP request: it reads the parts as a stream, or the form through one of
 * the two readers the edge binds (storage/uploads.ts, storage/image-upload.ts).
 */
export type FormInput = {
  /** Whether the body is a multipart form (else it was JSON, validated by the route). */
  readonly multipart: boolean;
  /** The form's parts as they arrive, with the parser's limits. */
  parts(limits: FormLimits): AsyncIterable<FormPart>;
  /** A materials form: its fields and its files already stored (readMaterialForm). */
  materialForm(o: {
    files: Record<string, readonly UploadKind[]>;
    repeat?: string;
    maxFiles?: number;
    collectInvalid?: boolean;
  }): Promise<MaterialForm>;
  /** A form with at most one image, in the route's `config.multipart.file`, stored (readImageForm). */
  imageForm(o: { folder: string }): Promise<{ fields: Record<string, string>; image: StoredImage | null }>;
};
