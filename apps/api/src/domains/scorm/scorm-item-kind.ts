import { defineItemKind, itemDoneOn, itemExtraOn } from '../../kit/item-kinds.ts';
import { inspectStoredScormPackage } from './package/stored-package.ts';

/**
 * A SCORM package (docs/learning-content.md "SCORM"). Its main file is the .zip, checked whole
 * when it is uploaded, before the item's row is written (a zip, no path traversal, no zip bomb,
 * within the SCORM_* limits, imsmanifest.xml at the root naming an existing SCO page): a refusal
 * throws its SCORM_* AppError and the upload is removed. The item keeps the SCO's launch page; the
 * edition (1.2/2004) is kept in material_item_settings.extra.scorm_version at the first launch
 * (`scorm-package.version-found`, kept by the materials domain).
 * It is done for a learner when the package first reports completed or passed.
 */
export const scormItemKind = defineItemKind({
  type: 'scorm',
  mainFile: {
    upload: 'scorm',
    wrongFile: 'MATERIAL_ITEM_SCORM_INVALID',
    columns: async (deps, upload) => ({
      scormEntryPoint: (await inspectStoredScormPackage(deps, upload.key, { deleteRefused: true })).entryPoint,
    }),
  },
  /** The player gets its URL from POST /scorm/{id}/launch. */
  present: (row) => ({ scorm: { entry_point: row.scormEntryPoint, launch_url: null } }),
  progress: {
    doneOn: itemDoneOn('scorm-attempt.completed', (p) => ({
      userId: p.user_id,
      materialItemId: p.material_item_id,
      materialId: p.material_id,
      disciplineId: p.discipline_id,
      at: new Date(p.completed_at),
      preview: false,
    })),
  },
  extraOn: itemExtraOn('scorm-package.version-found', (p) => ({
    materialItemId: p.material_item_id,
    extra: { scorm_version: p.scorm_version },
  })),
});
