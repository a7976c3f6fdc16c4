import type { SessionDataRow } from '@trilha/queries/sessions';
import type { SessionData } from '@trilha/shared/sessions';

export const presentSessionData = (r: SessionDataRow): SessionData => ({
  user: { id: r.id, name: r.name, avatar: r.avatar, created_at: r.created_at },
  studying_since: r.studying_since,
  student_rank: r.student_rank,
  total_time: r.total_time,
  current_week: r.current_week,
  consecutive_access_days: r.consecutive_access_days,
  last_access_at: r.last_access_at,
  badges: r.badges ?? [],
});
