// @vitest-environment happy-dom
// The bell's panel in a DOM (001 §2): rows with title, date and time and the unread mark; a click
// hands the row over; previous/next by the page's meta; mark all read only while unread ones
// exist; the spec's empty text; the load error with its retry.
import '../../apps/web/src/i18n/index.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationPageSchema, type NotificationPage } from '@trilha/shared/notifications';
import { NotificationPanel, type NotificationPanelProps } from '../../apps/web/src/features/notifications/NotificationPanel.tsx';

afterEach(cleanup);

const page = (ids: number[], meta: Partial<NotificationPage['meta']> = {}): NotificationPage =>
  notificationPageSchema.parse({
    data: ids.map((id) => ({
      id,
      type: 'MaterialCreated',
      title: `Novo material: Unidade ${id}`,
      read_at: id % 2 ? null : '2026-11-25T12:00:00.000Z',
      created_at: '2026-11-25T13:05:00.000Z',
      discipline_id: 3,
      subject_id: id,
      comment_id: null,
    })),
    meta: { current_page: 1, per_page: 6, total: ids.length, last_page: 1, total_unread_notifications: 0, ...meta },
  });

function panel(p: Partial<NotificationPanelProps>) {
  const props: NotificationPanelProps = {
    id: 'bell',
    placement: 'header',
    page: undefined,
    loading: false,
    fetching: false,
    failed: false,
    marking: false,
    onRetry: vi.fn(),
    onPage: vi.fn(),
    onOpen: vi.fn(),
    onMarkAll: vi.fn(),
    onClose: vi.fn(),
    ...p,
  };
  // In a router: the panel links to the notification preferences.
  render(
    <MemoryRouter>
      <NotificationPanel {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('NotificationPanel', () => {
  it('lists the rows with date, time and the unread mark; a click opens the row', async () => {
    const user = userEvent.setup();
    const props = panel({ page: page([6, 5, 4, 3, 2, 1], { total: 9, last_page: 2, total_unread_notifications: 4 }) });
    const dialog = screen.getByRole('dialog', { name: 'Notificações' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(new Date('2026-11-25T13:05:00.000Z'));
    const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' }).format(new Date('2026-11-25T13:05:00.000Z'));
    expect(rows[1]!.textContent).toBe(`Novo material: Unidade 5${date} às ${time}Não lida`);
    expect(rows[0]!.textContent).not.toContain('Não lida');
    expect(within(dialog).getByText('4 não lidas')).toBeTruthy();
    await user.click(within(rows[1]!).getByRole('button'));
    expect(props.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    await user.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(props.onMarkAll).toHaveBeenCalledOnce();
  });

  it('pages by the meta: no previous on the first page, next to the second', async () => {
    const user = userEvent.setup();
    const props = panel({ page: page([6, 5, 4, 3, 2, 1], { total: 9, last_page: 2 }) });
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anteriores' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Próximas' }));
    expect(props.onPage).toHaveBeenCalledWith(2);
  });

  it('shows the spec’s empty text, without pages, and mark all read disabled', () => {
    panel({ page: page([]) });
    expect(screen.getByText('Nenhuma notificação encontrada')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect((screen.getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed load says so in the spec’s words and offers to try again', async () => {
    const user = userEvent.setup();
    const props = panel({ failed: true });
    expect(screen.getByRole('alert').textContent).toContain('Ocorreu um erro ao requisitar Notificações! Tente novamente');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });
});
