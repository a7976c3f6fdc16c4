// Compile-time checks of the web's live hook (run by `tsc -p tests/web/tsconfig.json`, part of
// `pnpm typecheck`): each @ts-expect-error line must fail to compile, or tsc reports it unused.
import { disciplineMaterialsChannel, MATERIAL_CHANGE_EVENTS } from '@trilha/shared/materials';
import { channels } from '@trilha/shared/realtime';
import { useLiveEvent } from '../../apps/web/src/lib/live/use-live-event.ts';

export function useTypedLiveEvents() {
  const user = channels.user(1);
  useLiveEvent(user, '.points.added', (p) => p.points + (p.total ?? 0));
  useLiveEvent(channels.achievements(1), '.badge.added', (p) => p.badge.name);
  useLiveEvent(disciplineMaterialsChannel(2), MATERIAL_CHANGE_EVENTS, (p, event) => [p.discipline_id, event]);
  useLiveEvent(null, '.points.added', () => {});

  // @ts-expect-error an undeclared event does not compile
  useLiveEvent(user, '.points.removed', () => {});
  // @ts-expect-error an event not declared on the channel's pattern does not compile
  useLiveEvent(user, '.material.created', () => {});
  // @ts-expect-error a handler expecting another payload does not compile
  useLiveEvent(user, '.points.added', (p: { badge: { name: string } }) => p.badge.name);
  // @ts-expect-error a field the payload does not declare does not compile
  useLiveEvent(user, '.badge.added', (p) => p.points);
  // @ts-expect-error a bare room name is not a channel: it carries no namespace nor pattern
  useLiveEvent('users.1', '.points.added', () => {});
}
