import { defineLiveChannel } from '../realtime/define.ts';

/** forum.{id}: the staff variant of a forum's live channel (001 §7). */
export const forumChannel = defineLiveChannel({
  key: 'forum',
  namespace: '/main',
  pattern: 'forum.{id}',
  name: (forumId: number) => `forum.${forumId}`,
});

/** forum.{id}.student: the students' variant, only while the forum is visible (001 §6). */
export const forumStudentChannel = defineLiveChannel({
  key: 'forum-student',
  namespace: '/main',
  pattern: 'forum.{id}.student',
  name: (forumId: number) => `forum.${forumId}.student`,
});
