import { channels, MATERIAL_PRODUCTION_NAMESPACE, type EventName, type MaterialChangePayload } from '@trilha/shared/realtime';
import type { AppDeps } from '../../deps.ts';

type ChangeEvent = Extract<EventName, `.material${string}`>;

/**
 * Tells an open Discipline Material screen that something changed (material-production
 * namespace, channel discipline.{id}.materials; docs/realtime-and-jobs.md). Ids only: the
 * screen refetches through the API, which hides what that listener may not see. Called after the
 * transaction commits, so a listener never refetches before the change is visible.
 */
export function emitChange(deps: AppDeps, event: ChangeEvent, payload: MaterialChangePayload): void {
  deps.events.to(channels.disciplineMaterials(payload.discipline_id), event, payload, MATERIAL_PRODUCTION_NAMESPACE);
}
