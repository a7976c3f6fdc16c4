import { defineSubscriber } from '../../events/subscriber.ts';
import { notifyEnrolledStudents } from './notify-enrolled-students.ts';

/**
 * A forum created hidden, shown for the first time: its students are told then, as if it had
 * just been created (ForumCreated); forums publishes this once per forum.
 */
export const notifyForumPublished = defineSubscriber({
  name: 'notifications.forum-published',
  event: 'forum.published',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    await notifyEnrolledStudents(ctx, {
      type: 'ForumCreated',
      params: { title: p.title },
      disciplineId: p.discipline_id,
      subjectId: p.forum_id,
      data: { forum_id: p.forum_id },
    });
  },
});
