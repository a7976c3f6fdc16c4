import type { CalendarWindow, ListCalendarWindowsQuery } from '@trilha/shared/calendar';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { feedWindows } from './feed-entries.ts';

/** GET /events/windows: what the caller's feed holds of their quizzes and tasks, for a calendar view. */
export async function listWindows(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListCalendarWindowsQuery,
): Promise<CalendarWindow[]> {
  const rows = await feedWindows(deps, tenant, actor, {
    start: q.start ? new Date(q.start) : undefined,
    end: q.end ? new Date(q.end) : undefined,
  });
  return rows.map((w) => ({
    material_item_id: w.id,
    title: w.title,
    type: w.type,
    discipline_id: w.discipline_id,
    discipline_name: w.discipline_name,
    available_from: w.available_from?.toISOString() ?? null,
    available_until: w.available_until?.toISOString() ?? null,
    due_at: w.due_at?.toISOString() ?? null,
  }));
}
