// The notification bell's pure parts (001 §2, §4): where a row leads, the panel's width per
// breakpoint, and how live pushes change a cached page.
import { describe, expect, it } from 'vitest';
import { notificationPageSchema, type NotificationPage } from '@trilha/shared/notifications';
import { notificationTarget } from '../../apps/web/src/features/notifications/notification-target.ts';
import { notificationPanelWidth } from '../../apps/web/src/features/notifications/panel-width.ts';
import { withCreated, withDeleted, withRead } from '../../apps/web/src/features/notifications/live-page.ts';

describe('notificationTarget', () => {
  it('opens Discipline Material for materials and items, Forum View for forums', () => {
    expect(notificationTarget({ type: 'MaterialCreated', discipline_id: 4, subject_id: 9 })).toBe('/discipline/4/materials');
    expect(notificationTarget({ type: 'MaterialItemCreated', discipline_id: 4, subject_id: 12 })).toBe('/discipline/4/materials');
    expect(notificationTarget({ type: 'ForumCreated', discipline_id: 4, subject_id: 31 })).toBe('/discipline/4/forum/31');
  });

  it('leads nowhere for an unknown kind, a lost discipline or a forum without its id', () => {
    expect(notificationTarget({ type: 'SomethingNew', discipline_id: 4, subject_id: 1 })).toBeNull();
    expect(notificationTarget({ type: 'MaterialCreated', discipline_id: null, subject_id: 1 })).toBeNull();
    expect(notificationTarget({ type: 'ForumCreated', discipline_id: 4, subject_id: null })).toBeNull();
  });
});

describe('notificationPanelWidth', () => {
  it('follows the spec’s breakpoints: over 900 px 700, 600–900 500, 500–600 400, else 300', () => {
    const cases: [number, number][] = [
      [1440, 700],
      [901, 700],
      [900, 500],
      [600, 500],
      [599, 400],
      [500, 400],
      [499, 300],
      [390, 300],
    ];
    for (const [viewport, width] of cases) expect(notificationPanelWidth(viewport), `${viewport}px`).toBe(width);
  });

  it('keeps its 20 px margins on a screen narrower than 340 px', () => {
    expect(notificationPanelWidth(320)).toBe(280);
  });
});

const row = (id: number, read = false) => ({
  id,
  type: 'MaterialCreated',
  title: `N${id}`,
  params: null,
  read_at: read ? '2026-11-25T10:00:00.000Z' : null,
  created_at: `2026-11-25T10:${String(id).padStart(2, '0')}:00.000Z`,
  discipline_id: 1,
  subject_id: id,
  comment_id: null,
});

/** What `.notification.created` carries: a row without its read state. */
const pushed = (id: number) => {
  const { read_at: _unread, ...payload } = row(id);
  return payload;
};

/** A first page of 6 rows, 6..1, of `total` with `unread` unread. */
function firstPage(total: number, unread: number): NotificationPage {
  return notificationPageSchema.parse({
    data: [6, 5, 4, 3, 2, 1].map((id) => row(id, id <= 3)),
    meta: { current_page: 1, per_page: 6, total, last_page: Math.ceil(total / 6), total_unread_notifications: unread },
  });
}

describe('withCreated', () => {
  it('shows a pushed notification in the page’s language, from its type and params (issue 29)', () => {
    const push = { ...pushed(7), type: 'NewFollower', title: 'Ana começou a seguir você', params: { name: 'Ana' } };
    expect(withCreated(firstPage(6, 3), push, 'en').data[0]!.title).toBe('Ana started following you');
    expect(withCreated(firstPage(6, 3), push, 'es').data[0]!.title).toBe('Ana empezó a seguirte');
    expect(withCreated(firstPage(6, 3), push, 'pt-BR').data[0]!.title).toBe('Ana começou a seguir você');
    // A push without params (an older server): its own title.
    expect(withCreated(firstPage(6, 3), pushed(7), 'en').data[0]!.title).toBe('N7');
  });

  it('puts the new one on top, drops the oldest to stay at 6, and counts it', () => {
    const next = withCreated(firstPage(6, 3), pushed(7));
    expect(next.data.map((n) => n.id)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(next.data[0]!.read_at).toBeNull();
    expect(next.meta).toMatchObject({ total: 7, last_page: 2, total_unread_notifications: 4 });
  });

  it('changes nothing for a notification already listed (a repeated push)', () => {
    const page = firstPage(6, 3);
    expect(withCreated(page, pushed(6))).toBe(page);
  });
});

describe('withRead', () => {
  it('gives the listed ids their read time and takes the server’s unread count', () => {
    const next = withRead(firstPage(10, 5), {
      ids: [6, 4, 99],
      read_at: '2026-11-26T09:00:00.000Z',
      total_unread_notifications: 3,
    });
    expect(next.data.filter((n) => n.read_at === '2026-11-26T09:00:00.000Z').map((n) => n.id)).toEqual([6, 4]);
    expect(next.data.find((n) => n.id === 5)!.read_at).toBeNull();
    // Rows read before keep their own time.
    expect(next.data.find((n) => n.id === 2)!.read_at).toBe('2026-11-25T10:00:00.000Z');
    expect(next.meta.total_unread_notifications).toBe(3);
  });
});

describe('withDeleted', () => {
  it('drops the deleted rows, lowers the total by those on the page and takes the server’s unread count', () => {
    const page = firstPage(10, 5);
    const next = withDeleted(page, { ids: [6, 99], all: false, total_unread_notifications: 2 });
    expect(next.data.map((n) => n.id)).not.toContain(6);
    expect(next.data).toHaveLength(page.data.length - 1);
    expect(next.meta.total).toBe(page.meta.total - 1);
    expect(next.meta.total_unread_notifications).toBe(2);
  });

  it('empties the page for `all`', () => {
    const next = withDeleted(firstPage(10, 5), { ids: [], all: true, total_unread_notifications: 0 });
    expect(next.data).toEqual([]);
    expect(next.meta).toMatchObject({ total: 0, last_page: 1, total_unread_notifications: 0 });
  });
});
