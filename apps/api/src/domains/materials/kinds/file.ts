import { IMPORT_TITLE_MAX } from '@trilha/shared/materials';
import { appError } from '../../../kit/errors.ts';
import { defineItemKind } from '../../../kit/item-kinds.ts';

/**
 * A document read in the page (pdf, docx or txt, told by its content): the item keeps which, for
 * the viewer. Its title is at most IMPORT_TITLE_MAX, as the import's (000 §5). The file import
 * (POST /materials/file/import) makes items of this kind.
 */
export const fileItemKind = defineItemKind({
  type: 'file',
  mainFile: {
    upload: 'file',
    wrongFile: 'MATERIAL_ITEM_FILE_TYPE_INVALID',
    columns: async (_deps, upload) => ({ fileType: upload.fileType }),
  },
  async validate({ input }) {
    if (input.title !== undefined && input.title.length > IMPORT_TITLE_MAX) throw appError('MATERIAL_FILE_TITLE_TOO_LONG');
    return {};
  },
  importsFiles: true,
});
