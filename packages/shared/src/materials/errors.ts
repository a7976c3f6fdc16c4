import { defineErrors } from '../errors/define.ts';
import { MATERIAL_MESSAGES as M } from './messages.ts';

/**
 * Error codes of materials, material items, settings, progress and downloads. The web keys on the
 * code; `field` puts the message under that form field.
 */
export const MATERIAL_ERRORS = defineErrors({
  // 404, never 403, for another tenant's record or one the caller may not read.
  MATERIAL_NOT_FOUND: { status: 404, message: M.materialNotFound },
  MATERIAL_ITEM_NOT_FOUND: { status: 404, message: M.materialItemNotFound },
  MATERIAL_FILE_NOT_FOUND: { status: 404, message: M.materialFileNotFound },
  // Writing materials and items needs the company's materials licence (companies.materials_license > 0).
  MATERIALS_LICENCE_REQUIRED: { status: 403, message: M.materialsLicenceRequired },
  MATERIAL_ITEM_URL_INVALID: { status: 422, message: M.materialItemUrlInvalid, field: 'url' },
  MATERIAL_ITEM_IFRAME_INVALID: { status: 422, message: M.materialItemIframeInvalid, field: 'iframe_code' },
  MATERIAL_ITEM_FILE_REQUIRED: { status: 422, message: M.materialItemFileRequired, field: 'file' },
  MATERIAL_ITEM_FILE_TYPE_INVALID: { status: 422, message: M.materialItemFileTypeInvalid, field: 'file' },
  MATERIAL_ITEM_AUDIO_INVALID: { status: 422, message: M.materialItemAudioInvalid, field: 'audio' },
  MATERIAL_ITEM_SCORM_INVALID: { status: 422, message: M.materialItemScormInvalid, field: 'scorm' },
  MATERIAL_ITEM_IMAGE_INVALID: { status: 422, message: M.materialItemImageInvalid, field: 'image' },
  // The message names the configured limit (MATERIAL_UPLOAD_MAX_BYTES): filled in by the server.
  MATERIAL_ITEM_FILE_TOO_LARGE: { status: 413, message: M.materialItemFileTooLarge, field: 'file' },
  MATERIAL_ITEM_UPLOAD_INVALID: { status: 422, message: M.materialItemUploadInvalid },
  MATERIAL_ITEM_QUIZ_REQUIRED: { status: 422, message: M.materialItemQuizRequired, field: 'quizzes_ids' },
  MATERIAL_ITEM_QUESTIONS_INVALID: { status: 422, message: M.materialItemQuestionsInvalid, field: 'quizzes_ids' },
  MATERIAL_ITEM_TASK_TEXT_REQUIRED: { status: 422, message: M.materialItemTaskTextRequired, field: 'description' },
  MATERIAL_ITEM_TYPE_IMMUTABLE: { status: 422, message: M.materialItemTypeImmutable, field: 'type' },
  // A student reached a protected or closed item's content: 403 (the item itself is listed).
  MATERIAL_ITEM_LOCKED: { status: 403, message: M.materialItemLocked },
  MATERIAL_ITEM_UNAVAILABLE: { status: 403, message: M.materialItemUnavailable },
  MATERIAL_ITEM_NO_PASSWORD: { status: 422, message: M.materialItemNoPassword, field: 'password' },
  // 000 §5, word for word.
  MATERIAL_ITEM_PASSWORD_WRONG: { status: 422, message: M.materialItemPasswordWrong, field: 'password' },
  MATERIAL_ITEM_SETTINGS_EXIST: { status: 409, message: M.materialItemSettingsExist, field: 'material_item_id' },
  MATERIAL_ITEM_SETTINGS_NOT_FOUND: { status: 404, message: M.materialItemNotFound },
  MATERIAL_ITEM_SETTINGS_WINDOW_INVALID: { status: 422, message: M.materialItemSettingsWindowInvalid, field: 'available_until' },
  // POST /materials/file/import: `errors.files` lists the spec's texts, one per bad file (000 §5).
  MATERIAL_IMPORT_INVALID: { status: 422, message: M.materialFileTitleTooLong, field: 'files' },
  // A file item's title (000 §5: at most 50 characters), created one by one.
  MATERIAL_FILE_TITLE_TOO_LONG: { status: 422, message: M.materialFileTitleTooLong, field: 'title' },
  MATERIAL_IMPORT_FILES_REQUIRED: { status: 422, message: M.materialImportFilesRequired, field: 'files' },
});
