import { disciplineMaterialsChannel, type MaterialChangeEvent, type MaterialChangePayload } from '@trilha/shared/materials';
import type { AppDeps } from '../../deps.ts';

/**
 * Tells an open Discipline Material screen that something changed (material-production
 * namespace, channel discipline.{id}.materials; docs/realtime-and-jobs.md). Ids only: the
 * screen refetches through the API, which hides what that listener may not see. Called after the
 * transaction commits, so a listener never refetches before the change is visible.
 */
export function emitChange(deps: Pick<AppDeps, 'events'>, event: MaterialChangeEvent, payload: MaterialChangePayload): void {
  deps.events.emit(disciplineMaterialsChannel(payload.discipline_id), event, payload);
}
