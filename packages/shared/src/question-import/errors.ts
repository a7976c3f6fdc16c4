import { defineErrors } from '../errors/define.ts';
import { QUESTION_IMPORT_MESSAGES as M } from './messages.ts';

export const QUESTION_IMPORT_ERRORS = defineErrors({
  QUESTION_IMPORT_FILE_INVALID: { status: 422, message: M.questionImportFileInvalid, field: 'file' },
  QUESTION_IMPORT_FILE_CORRUPTED: { status: 422, message: M.questionImportFileCorrupted, field: 'file' },
  QUESTION_IMPORT_FILE_TOO_LARGE: { status: 422, message: M.questionImportFileTooLarge, field: 'file' },
  QUESTION_IMPORT_NOT_FOUND: { status: 404, message: M.questionImportNotFound },
  QUESTION_IMPORT_NOT_READY: { status: 409, message: M.questionImportNotReady },
  QUESTION_IMPORT_ITEM_NOT_FOUND: { status: 422, message: M.questionImportItemNotFound, field: 'index' },
  QUESTION_IMPORT_ITEM_DONE: { status: 409, message: M.questionImportItemDone },
  QUESTION_IMPORT_CHANGED: { status: 409, message: M.questionImportChanged },
  QUESTION_EXPORT_EMPTY: { status: 422, message: M.questionExportEmpty },
});
