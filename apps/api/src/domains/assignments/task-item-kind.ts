import { appError } from '../../kit/errors.ts';
import { defineItemKind, itemDoneOn } from '../../kit/item-kinds.ts';

/**
 * A task (docs/assessment.md "Assignments"): its statement is the item's description, required.
 * It is done for a learner when they submit (who may download the submitted files is
 * @trilha/access's `submission:read`).
 */
export const taskItemKind = defineItemKind({
  type: 'task',
  async validate({ input, creating }) {
    if ((creating || input.description !== undefined) && !input.description?.trim())
      throw appError('MATERIAL_ITEM_TASK_TEXT_REQUIRED');
    return {};
  },
  progress: {
    doneOn: itemDoneOn('assignment.submitted', (p) => ({
      userId: p.user_id,
      materialItemId: p.material_item_id,
      materialId: p.material_id,
      disciplineId: p.discipline_id,
      at: new Date(p.submitted_at),
      preview: false,
    })),
  },
});
