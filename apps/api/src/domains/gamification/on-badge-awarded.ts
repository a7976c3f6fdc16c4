import { channels } from '@trilha/shared/realtime';
import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * The badge toast, once the badge is committed: `.badge.added` on users.{id} (000 §7) and on the
 * student's achievements.{id} (the channel it is declared on too; a browser listening on both
 * shows one toast: the web keys it by the badge).
 */
export const pushBadgeAdded = defineSubscriber({
  name: 'gamification.push-badge-added',
  event: 'badge.awarded',
  phase: 'after-commit',
  async handle({ deps, event, afterCommit }) {
    const p = event.payload;
    // At least once: a repeated delivery repeats the toast, never the badge (user_badges is unique).
    const badge = { id: p.badge_id, key: p.key, name: p.name, description: p.description, image: p.image };
    afterCommit(() => {
      deps.events.toUser(p.user_id, '.badge.added', { badge });
      deps.events.emit(channels.achievements(p.user_id), '.badge.added', { badge });
    });
  },
});
