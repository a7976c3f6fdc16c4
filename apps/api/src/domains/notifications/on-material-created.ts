import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyEnrolledStudents } from './notify-enrolled-students.ts';

/** A new material: its discipline's students are told (MaterialCreated, 001 "Notifications"). */
export const notifyMaterialCreated = defineSubscriber({
  name: 'notifications.material-created',
  event: 'material.created',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    await notifyEnrolledStudents(ctx, {
      type: 'MaterialCreated',
      params: { name: p.name },
      disciplineId: p.discipline_id,
      subjectId: p.material_id,
      data: { material_id: p.material_id },
    });
  },
});
