import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyEnrolledStudents } from './notify-enrolled-students.ts';

/** A new visible forum: its discipline's students are told (ForumCreated, 001 §2: Forum View opens it). */
export const notifyForumCreated = defineSubscriber({
  name: 'notifications.forum-created',
  event: 'forum.created',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    if (!p.visible) return;
    await notifyEnrolledStudents(ctx, {
      type: 'ForumCreated',
      params: { title: p.title },
      disciplineId: p.discipline_id,
      subjectId: p.forum_id,
      data: { forum_id: p.forum_id },
    });
  },
});
