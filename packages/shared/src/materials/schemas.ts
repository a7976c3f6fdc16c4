import { z } from 'zod';
import { idSchema, ID_MAX } from '../common/http.ts';
import { MAX_PER_PAGE, TEXT_MAX, FILE_MATERIAL_TITLE_MAX } from '../constants.ts';
import { NON_BLANK, flagSchema } from '../common/formats.ts';
import { pageMetaSchema } from '../common/pagination.ts';
import { MESSAGES } from '../messages.ts';
import { MATERIAL_MESSAGES as M } from './messages.ts';

// Request and response shapes of materials, material items, their settings, progress, password,
// upload, import and download (000 §3, §5, §7 "Materials backend"). Decisions behind them:
// docs/learning-content.md "Materials and items".
//
// Routes that take files (materials with an image, items, upload, import) take a multipart form
// whose text fields are these body schemas sent as strings: ids are coerced, flags are words
// (flagSchema) and lists are comma-separated, so the same schema serves JSON and forms.

/** Not in the spec: a discipline's item list is paginated like the other lists of 30. */
export const MATERIAL_ITEMS_PAGE_SIZE = 30;

export const MATERIAL_ITEM_TYPES = ['task', 'url', 'quiz', 'iframe', 'file', 'scorm', 'audio'] as const;
export const materialItemTypeSchema = z.enum(MATERIAL_ITEM_TYPES);
export type MaterialItemType = z.infer<typeof materialItemTypeSchema>;

export const MATERIAL_FILE_TYPES = ['pdf', 'docx', 'txt'] as const;
export const materialFileTypeSchema = z.enum(MATERIAL_FILE_TYPES);
export type MaterialFileType = z.infer<typeof materialFileTypeSchema>;

/**
 * Files an item kind takes, by content (magic bytes) and extension together. The byte limit is the
 * server's MATERIAL_UPLOAD_MAX_BYTES (apps/api/src/config.ts, default 512 MiB), sent to the web in
 * error messages; these are the accepted types.
 */
export const MATERIAL_UPLOAD_TYPES = {
  file: { extensions: ['pdf', 'docx', 'txt'], accept: '.pdf,.docx,.txt' },
  audio: { extensions: ['mp3', 'wav', 'ogg', 'm4a'], accept: '.mp3,.wav,.ogg,.m4a,audio/*' },
  scorm: { extensions: ['zip'], accept: '.zip' },
  image: { extensions: ['png', 'jpg', 'jpeg', 'webp'], accept: 'image/png,image/jpeg,image/webp' },
} as const;

/** Password tries per user and item before a wait (docs/security.md, docs/learning-content.md). */
export const MATERIAL_ITEM_PASSWORD_RATE_LIMIT = { max: 5, windowSeconds: 5 * 60 } as const;
/** How long a correct password opens a protected item for that user. */
export const MATERIAL_ITEM_UNLOCK_HOURS = 12;

/** Hosts an embedded <iframe> may point at (https only); the iframe is rebuilt by the server. */
export const IFRAME_ALLOWED_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'docs.google.com',
  'drive.google.com',
  'www.google.com',
  'forms.office.com',
  'view.officeapps.live.com',
  'www.canva.com',
  'h5p.org',
  'www.loom.com',
  'open.spotify.com',
  'w.soundcloud.com',
  'app.genial.ly',
  'view.genial.ly',
  'www.slideshare.net',
  'codepen.io',
  'www.geogebra.org',
  'phet.colorado.edu',
  'www.tinkercad.com',
  'scratch.mit.edu',
] as const;

// ---------------------------------------------------------------- pieces

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: M.materialColorInvalid });
const materialName = z
  .string({ error: M.materialNameRequired })
  .trim()
  .min(1, { error: M.materialNameRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
const itemTitle = z
  .string({ error: M.materialItemTitleRequired })
  .trim()
  .min(1, { error: M.materialItemTitleRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
/** Long text (a task's statement, a description): up to 64 KiB. */
const longText = z.string().max(65_536, { error: MESSAGES.textTooLong });
const httpUrl = z
  .string()
  .trim()
  .max(2048, { error: MESSAGES.textTooLong })
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, { error: M.materialItemUrlInvalid });
const iframeCode = z.string().trim().max(8192, { error: MESSAGES.textTooLong });
const itemPassword = z.string().min(1, { error: M.materialItemPasswordRequired }).max(TEXT_MAX, { error: MESSAGES.textTooLong });
/** Question ids of a quiz item: a JSON array, or "1,2,3" in a form. At most 500. */
const idList = z.union([
  z.array(idSchema).max(500),
  z
    .string()
    .regex(/^ *(?:[1-9][0-9]{0,9} *(?:, *[1-9][0-9]{0,9} *){0,499})?$/, { error: M.materialItemQuestionsInvalid })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().positive().max(ID_MAX))),
]);
const isoDate = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- responses

/**
 * A stored file of an item as the caller sees it. `url` is the private storage key, the value of
 * GET /download/companies/{companyId}/users/{userId}/file?url=…; `download_url` is that path
 * already built for the caller (relative to the API).
 */
export const materialFileSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    download_url: z.string(),
    name: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'MaterialFile' });
export type MaterialFile = z.infer<typeof materialFileSchema>;

/**
 * Settings of an item (docs/learning-content.md): an availability window for students, whether
 * it is required, whether a password protects it, and the quiz/task rules the assessment issue
 * reads. `material_item_settings_id` is the spec's name for the id (000 §3).
 */
export const materialItemSettingsSchema = z
  .object({
    id: z.number().int(),
    material_item_settings_id: z.number().int(),
    material_item_id: z.number().int(),
    available_from: z.string().nullable(),
    available_until: z.string().nullable(),
    due_at: z.string().nullable(),
    required: z.boolean(),
    has_password: z.boolean(),
    max_attempts: z.number().int().nullable(),
    time_limit_minutes: z.number().int().nullable(),
    passing_grade: z.number().nullable(),
    weight: z.number(),
    allow_feedback: z.boolean(),
    show_correct_answers: z.boolean(),
    shuffle_questions: z.boolean(),
    shuffle_options: z.boolean(),
  })
  .meta({ id: 'MaterialItemSettings' });
export type MaterialItemSettings = z.infer<typeof materialItemSettingsSchema>;

/**
 * Why a student sees an item without its content: 'password' until POST /material-items/{id}/password
 * succeeds; 'not_yet_available' / 'closed' outside the settings' window. Null: open (always for staff).
 */
export const materialItemLockSchema = z.enum(['password', 'not_yet_available', 'closed']).nullable();
export type MaterialItemLock = z.infer<typeof materialItemLockSchema>;

/** What a SCORM item exposes; the scorm module (apps/api/src/domains/materials/kinds/scorm.ts) fills it. */
export const materialItemScormSchema = z
  .object({
    entry_point: z.string().nullable(),
    launch_url: z.string().nullable(),
  })
  .meta({ id: 'MaterialItemScorm' });

export const materialItemSchema = z
  .object({
    id: z.number().int(),
    material_id: z.number().int(),
    discipline_id: z.number().int(),
    title: z.string(),
    type: materialItemTypeSchema,
    /** Only for type file: pdf, docx or txt (by content). */
    file_type: materialFileTypeSchema.nullable(),
    /** A task's statement, or any item's description. */
    description: z.string().nullable(),
    /** Type url: an http(s) address, opened in a new tab with noopener. */
    url: z.string().nullable(),
    /** Type iframe: the server-built <iframe> (one allow-listed https src). */
    iframe_code: z.string().nullable(),
    color: z.string().nullable(),
    image: z.string().nullable(),
    /** The main file: a pdf/docx/txt (file), the package (scorm) or the recording (audio). */
    file: materialFileSchema.nullable(),
    /** Optional narration of any item. */
    audio: materialFileSchema.nullable(),
    scorm: materialItemScormSchema.nullable(),
    /** Type quiz: linked question ids, in order. */
    quizzes_ids: z.array(z.number().int()),
    visible: z.boolean(),
    position: z.number().int(),
    /** The caller's own progress mark. */
    checked: z.boolean(),
    has_password: z.boolean(),
    lock: materialItemLockSchema,
    settings: materialItemSettingsSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MaterialItem' });
export type MaterialItem = z.infer<typeof materialItemSchema>;

export const materialSchema = z
  .object({
    id: z.number().int(),
    discipline_id: z.number().int(),
    name: z.string(),
    color: z.string(),
    image: z.string().nullable(),
    position: z.number().int(),
    /** The caller's progress in percent over the visible items (null when there are none). */
    progress: z.number().min(0).max(100).nullable(),
    items_count: z.number().int(),
    /** Items in order (students: visible ones only). */
    items: z.array(materialItemSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Material' });
export type Material = z.infer<typeof materialSchema>;

export const materialListSchema = z
  .object({
    data: z.array(materialSchema),
    /** The caller's progress in the whole discipline (percent), when a discipline_id was given. */
    discipline_progress: z.number().min(0).max(100).nullable(),
  })
  .meta({ id: 'MaterialList' });
export type MaterialList = z.infer<typeof materialListSchema>;

export const materialItemPageSchema = z
  .object({ data: z.array(materialItemSchema), meta: pageMetaSchema })
  .meta({ id: 'MaterialItemPage' });
export type MaterialItemPage = z.infer<typeof materialItemPageSchema>;

/** New order after a reorder: every sibling's id and position. */
export const positionsSchema = z
  .object({
    message: z.string(),
    data: z.array(z.object({ id: z.number().int(), material_id: z.number().int().optional(), position: z.number().int() })),
  })
  .meta({ id: 'MaterialPositions' });
export type Positions = z.infer<typeof positionsSchema>;

export const materialDataSchema = z.object({ data: materialSchema }).meta({ id: 'MaterialData' });
export const materialItemDataSchema = z.object({ data: materialItemSchema }).meta({ id: 'MaterialItemData' });
export const materialResponseSchema = z.object({ message: z.string(), data: materialSchema }).meta({ id: 'MaterialResponse' });
export const materialItemResponseSchema = z
  .object({ message: z.string(), data: materialItemSchema })
  .meta({ id: 'MaterialItemResponse' });
export const materialItemSettingsResponseSchema = z
  .object({ message: z.string(), data: materialItemSettingsSchema })
  .meta({ id: 'MaterialItemSettingsResponse' });

/**
 * POST /materials/file/import success. On refusal the answer is 422 MATERIAL_IMPORT_INVALID whose
 * `errors.files` holds the spec's texts: 'Os titulos dos arquivos podem contem no máximo 50
 * caracteres' (once, if any title is too long) and one 'Arquivo Invalido: {file}' per bad file.
 */
export const importFilesResponseSchema = z
  .object({ message: z.string(), data: z.array(materialItemSchema) })
  .meta({ id: 'MaterialImportResponse' });

/** POST /progress/material-items/{id}/mark: the new numbers, computed in the same transaction. */
export const markProgressResponseSchema = z
  .object({
    message: z.string(),
    material_item_id: z.number().int(),
    checked: z.boolean(),
    material_id: z.number().int(),
    discipline_id: z.number().int(),
    material_progress: z.number().min(0).max(100),
    discipline_progress: z.number().min(0).max(100),
  })
  .meta({ id: 'MarkProgressResponse' });
export type MarkProgressResponse = z.infer<typeof markProgressResponseSchema>;

/** POST /material-items/{id}/password success: the item with its content, open until expires_at. */
export const unlockResponseSchema = z
  .object({ message: z.string(), expires_at: z.string(), data: materialItemSchema })
  .meta({ id: 'MaterialItemUnlockResponse' });

// ---------------------------------------------------------------- requests: materials

/** POST /materials (JSON, or a form with an `image` file: PNG, JPEG or WEBP). */
export const createMaterialBodySchema = z
  .object({
    name: materialName,
    color: hexColor.optional(),
    discipline_id: idSchema,
  })
  .meta({ id: 'CreateMaterialBody' });
export type CreateMaterialBody = z.infer<typeof createMaterialBodySchema>;

/** POST /materials/{id}/update: any of name, color; `image` file replaces the image, remove_image clears it. */
export const updateMaterialBodySchema = z
  .object({ name: materialName, color: hexColor, remove_image: flagSchema })
  .partial()
  .meta({ id: 'UpdateMaterialBody' });
export type UpdateMaterialBody = z.infer<typeof updateMaterialBodySchema>;

/** GET /materials (000 §7: search, discipline_id). A discipline is required: materials live in one. */
export const listMaterialsQuerySchema = z.object({
  discipline_id: idSchema,
  search: z.string().trim().max(TEXT_MAX).optional(),
});
export type ListMaterialsQuery = z.infer<typeof listMaterialsQuerySchema>;

/** POST /materials/{id}/index: the new 0-based position among the discipline's materials. */
export const reorderMaterialBodySchema = z
  .object({ index: z.coerce.number().int().min(0).max(100_000) })
  .meta({ id: 'ReorderMaterialBody' });
export type ReorderMaterialBody = z.infer<typeof reorderMaterialBodySchema>;

/** POST /material-items/{id}/index: the new 0-based position, optionally in another material of the discipline. */
export const reorderBodySchema = reorderMaterialBodySchema
  .extend({ material_id: idSchema.optional() })
  .meta({ id: 'ReorderMaterialItemBody' });
export type ReorderBody = z.infer<typeof reorderBodySchema>;

/** POST /materials/file/import form: `material_id` and one or more `files` parts (pdf, docx, txt). */
export const importFilesBodySchema = z.object({ material_id: idSchema }).meta({ id: 'ImportFilesBody' });
export type ImportFilesBody = z.infer<typeof importFilesBodySchema>;
export const IMPORT_TITLE_MAX = FILE_MATERIAL_TITLE_MAX;
/** Files one import takes. */
export const IMPORT_FILES_MAX = 50;

// ---------------------------------------------------------------- requests: items

const itemFields = {
  title: itemTitle,
  description: longText.nullable().optional(),
  url: httpUrl.optional(),
  iframe_code: iframeCode.optional(),
  color: hexColor.optional(),
  visible: flagSchema.optional(),
  quizzes_ids: idList.optional(),
};

/**
 * POST /material-items (multipart): the fields below as form fields, plus files by kind:
 * `file` (type file: pdf/docx/txt; scorm: the .zip; audio: the recording), `audio` (optional
 * narration of any item), `image` (optional PNG/JPEG/WEBP). JSON is accepted for kinds without
 * files (task, url, iframe, quiz).
 */
export const createMaterialItemBodySchema = z
  .object({ material_id: idSchema, type: materialItemTypeSchema, ...itemFields })
  .meta({ id: 'CreateMaterialItemBody' });
export type CreateMaterialItemBody = z.infer<typeof createMaterialItemBodySchema>;

/** POST /material-items/{id}/update: any field; the type cannot change; files replace the old ones. */
export const updateMaterialItemBodySchema = z
  .object({ ...itemFields, type: materialItemTypeSchema, remove_audio: flagSchema, remove_image: flagSchema })
  .partial()
  .meta({ id: 'UpdateMaterialItemBody' });
export type UpdateMaterialItemBody = z.infer<typeof updateMaterialItemBodySchema>;

/** GET /material-items (000 §7). distinct_type: one item per type (the first in order). */
export const listMaterialItemsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(ID_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(MATERIAL_ITEMS_PAGE_SIZE),
  search: z.string().trim().max(TEXT_MAX).optional(),
  material_id: idSchema.optional(),
  discipline_id: idSchema.optional(),
  distinct_type: flagSchema.optional(),
});
export type ListMaterialItemsQuery = z.infer<typeof listMaterialItemsQuerySchema>;

/** POST /material-items/{id}/password. */
export const unlockBodySchema = z.object({ password: itemPassword }).meta({ id: 'MaterialItemPasswordBody' });
export type UnlockBody = z.infer<typeof unlockBodySchema>;

/**
 * POST /material-items/upload (multipart): replaces the main `file` (file, scorm, audio kinds) or
 * the narration `audio` of an existing item, so a large file can be sent on its own with a
 * progress bar after the item was created.
 */
export const uploadBodySchema = z
  .object({ material_item_id: idSchema, field: z.enum(['file', 'audio']).default('file') })
  .meta({ id: 'MaterialItemUploadBody' });
export type UploadBody = z.infer<typeof uploadBodySchema>;

// Examples in the document: a window whose end follows its start (the rule between the two).
const settingsFields = {
  available_from: isoDate.nullable().meta({ examples: ['2026-02-01T08:00:00-03:00'] }),
  available_until: isoDate.nullable().meta({ examples: ['2026-06-30T23:59:00-03:00'] }),
  due_at: isoDate.nullable().meta({ examples: ['2026-06-15T23:59:00-03:00'] }),
  required: z.boolean(),
  /** Sets the password (hashed with argon2id); null removes it. */
  password: itemPassword.nullable(),
  max_attempts: z.number().int().min(1).max(1000).nullable(),
  time_limit_minutes: z.number().int().min(1).max(10_080).nullable(),
  passing_grade: z.number().min(0).max(100).nullable(),
  weight: z.number().min(0).max(1000),
  allow_feedback: z.boolean(),
  show_correct_answers: z.boolean(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
};
const window = (b: { available_from?: string | null; available_until?: string | null }) =>
  !b.available_from || !b.available_until || Date.parse(b.available_until) > Date.parse(b.available_from);
const windowError = { path: ['available_until'], error: M.materialItemSettingsWindowInvalid };

/** POST /material-item-settings: one settings record per item. */
export const createSettingsBodySchema = z
  .object(settingsFields)
  .partial()
  .extend({ material_item_id: idSchema })
  .refine(window, windowError)
  .meta({ id: 'CreateMaterialItemSettingsBody', description: 'available_until after available_from' });
export type CreateSettingsBody = z.infer<typeof createSettingsBodySchema>;

/** PUT /material-item-settings/{id}: any settings field. */
export const updateSettingsBodySchema = z
  .object(settingsFields)
  .partial()
  .refine(window, windowError)
  .meta({ id: 'UpdateMaterialItemSettingsBody', description: 'available_until after available_from' });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

/** POST /progress/material-items/{id}/mark. */
export const markProgressBodySchema = z.object({ checked: flagSchema }).meta({ id: 'MarkProgressBody' });
export type MarkProgressBody = z.infer<typeof markProgressBodySchema>;

/** GET /download/companies/{companyId}/users/{userId}/file?url=… (the item file's `url`). */
export const downloadParamsSchema = z.object({ companyId: idSchema, userId: idSchema });
export const downloadQuerySchema = z.object({
  url: z
    .string()
    .max(512)
    .regex(/^private\/c[0-9]+\/[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, { error: M.materialFileNotFound }),
  /** inline (view in the browser, the default) or attachment (save). */
  disposition: z.enum(['inline', 'attachment']).default('inline'),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** Builds the download path of a file for a caller (what `download_url` holds). */
export const downloadPath = (companyId: number, userId: number, key: string): string =>
  `/download/companies/${companyId}/users/${userId}/file?url=${encodeURIComponent(key)}`;
