import { warningsChannel } from '@trilha/shared/warnings';
import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * The company's open landing panels and Warning View lists hear of an alert published or removed
 * (warnings.{companyId}, one push per company); they refetch, so each reader still sees only what
 * GET /warnings answers them.
 */
export const pushWarningPublished = defineSubscriber({
  name: 'warnings.push-warning-published',
  event: 'warning.published',
  phase: 'after-commit',
  async handle({ deps, event, afterCommit }) {
    const p = event.payload;
    afterCommit(() =>
      deps.events.emit(warningsChannel(event.companyId), '.warning.published', { warning_id: p.warning_id, title: p.title }),
    );
  },
});

export const pushWarningRemoved = defineSubscriber({
  name: 'warnings.push-warning-removed',
  event: 'warning.removed',
  phase: 'after-commit',
  async handle({ deps, event, afterCommit }) {
    const p = event.payload;
    afterCommit(() => deps.events.emit(warningsChannel(event.companyId), '.warning.removed', { warning_id: p.warning_id }));
  },
});
