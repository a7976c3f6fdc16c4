import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyEnrolledStudents } from './notify-enrolled-students.ts';

/**
 * An item created hidden (or hidden later) made visible: its discipline's students are told as if
 * it had just been created (MaterialItemCreated, its preference), each student once per item, so
 * hiding and showing it again tells nobody twice.
 */
export const notifyMaterialItemShown = defineSubscriber({
  name: 'notifications.material-item-shown',
  event: 'material-item.shown',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    await notifyEnrolledStudents(ctx, {
      type: 'MaterialItemCreated',
      params: { title: p.title },
      disciplineId: p.discipline_id,
      subjectId: p.material_item_id,
      data: { material_id: p.material_id, material_item_id: p.material_item_id },
      oncePerSubject: true,
    });
  },
});
