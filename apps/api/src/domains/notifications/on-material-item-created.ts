import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyEnrolledStudents } from './notify-enrolled-students.ts';

/** A new visible item: its discipline's students are told (MaterialItemCreated, 001 "Notifications"). */
export const notifyMaterialItemCreated = defineSubscriber({
  name: 'notifications.material-item-created',
  event: 'material-item.created',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    if (!p.visible) return;
    await notifyEnrolledStudents(ctx, {
      type: 'MaterialItemCreated',
      params: { title: p.title },
      disciplineId: p.discipline_id,
      subjectId: p.material_item_id,
      data: { material_id: p.material_id, material_item_id: p.material_item_id },
    });
  },
});
