import { defineSubscriber } from '../../events/subscriber.ts';

/** The badge toast (`.badge.added` on users.{id}), once the badge is committed. */
export const pushBadgeAdded = defineSubscriber({
  name: 'gamification.push-badge-added',
  event: 'badge.awarded',
  phase: 'after-commit',
  async handle({ deps, event, afterCommit }) {
    const p = event.payload;
    // At least once: a repeated delivery repeats the toast, never the badge (user_badges is unique).
    afterCommit(() =>
      deps.events.toUser(p.user_id, '.badge.added', {
        badge: { id: p.badge_id, key: p.key, name: p.name, description: p.description, image: p.image },
      }),
    );
  },
});
