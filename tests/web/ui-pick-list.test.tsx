// @vitest-environment happy-dom
// ui/PickList in a DOM (happy-dom, Testing Library): the listbox semantics, the keyboard, single and
// multiple selection, disabled options, pages loaded on demand, the search debounce, the empty and
// error states. The options come from an in-memory source shaped like a paginated API route.
import '../../apps/web/src/i18n/index.ts';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickList, type PickPage, type PickSource } from '../../apps/web/src/ui/PickList.tsx';
import { pickListKey, pickValue } from '../../apps/web/src/ui/pick-list-keys.ts';

type Row = { id: number; name: string; locked?: boolean };
const PEOPLE: Row[] = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}`, locked: i === 1 }));

/** A source paging `rows` by `perPage`, filtering by name, recording every call. */
function memorySource(rows: Row[], perPage = 3, fail = false) {
  const calls: { search: string; page: number }[] = [];
  const source: PickSource<Row> = {
    key: ['test', Math.random()],
    load: async ({ search, page }) => {
      calls.push({ search, page });
      if (fail) throw new Error('falhou');
      const hits = rows.filter((r) => r.name.toLowerCase().includes(search.toLowerCase()));
      const page_: PickPage<Row> = {
        data: hits.slice((page - 1) * perPage, page * perPage),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(hits.length / perPage)), total: hits.length },
      };
      return page_;
    },
  };
  return { source, calls };
}

function Harness({ source, multiple }: { source: PickSource<Row>; multiple?: boolean }) {
  const [one, setOne] = useState<number | null>(null);
  const [many, setMany] = useState<number[]>([]);
  const common = {
    label: 'Pessoas',
    searchLabel: 'Buscar pessoa',
    source,
    optionId: (r: Row) => r.id,
    renderOption: (r: Row) => r.name,
    disabledReason: (r: Row) => (r.locked ? 'Já matriculada' : null),
    emptyText: (s: string) => (s ? 'Ninguém com esse nome.' : 'Ninguém.'),
    errorText: 'Erro ao carregar pessoas.',
  };
  return (
    <form onSubmit={(e) => (e.preventDefault(), submitted())}>
      {multiple ? (
        <PickList {...common} multiple value={many} onChange={setMany} />
      ) : (
        <PickList {...common} value={one} onChange={setOne} />
      )}
      <output data-testid="value">{multiple ? many.join(',') : String(one)}</output>
    </form>
  );
}
const submitted = vi.fn();

function mount(source: PickSource<Row>, multiple = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness source={source} multiple={multiple} />
    </QueryClientProvider>,
  );
  return { value: () => screen.getByTestId('value').textContent };
}

afterEach(() => {
  cleanup();
  submitted.mockReset();
  vi.useRealTimers();
});

describe('pick-list keys (pure)', () => {
  const enabled = [true, false, true, true];
  it('arrows skip disabled options; past the end asks for more only when there is more', () => {
    expect(pickListKey('ArrowDown', { active: 0, enabled, hasMore: false })).toEqual({ kind: 'move', index: 2 });
    expect(pickListKey('ArrowUp', { active: 2, enabled, hasMore: false })).toEqual({ kind: 'move', index: 0 });
    expect(pickListKey('ArrowDown', { active: 3, enabled, hasMore: true })).toEqual({ kind: 'more' });
    expect(pickListKey('ArrowDown', { active: 3, enabled, hasMore: false })).toBeNull();
    expect(pickListKey('ArrowUp', { active: 0, enabled, hasMore: false })).toEqual({ kind: 'search' });
    expect(pickListKey('End', { active: 0, enabled, hasMore: false })).toEqual({ kind: 'move', index: 3 });
    expect(pickListKey('Home', { active: 3, enabled, hasMore: false })).toEqual({ kind: 'move', index: 0 });
  });
  it('Space and Enter pick the active option, never a disabled one', () => {
    expect(pickListKey(' ', { active: 2, enabled, hasMore: false })).toEqual({ kind: 'pick', index: 2 });
    expect(pickListKey('Enter', { active: 1, enabled, hasMore: false })).toBeNull();
    expect(pickListKey('Enter', { active: -1, enabled, hasMore: false })).toBeNull();
  });
  it('single selection replaces; multiple toggles and keeps the order chosen', () => {
    expect(pickValue(false, [3], 5)).toEqual([5]);
    expect(pickValue(true, [3], 5)).toEqual([3, 5]);
    expect(pickValue(true, [3, 5, 1], 5)).toEqual([3, 1]);
  });
});

describe('PickList', () => {
  it('is a listbox of options; a click selects one (single), a disabled one stays unpicked with its reason', async () => {
    const user = userEvent.setup();
    const { source } = memorySource(PEOPLE);
    const { value } = mount(source);
    const list = await screen.findByRole('listbox', { name: 'Pessoas' });
    expect(list.getAttribute('aria-multiselectable')).toBeNull();
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pessoa 1', 'Pessoa 2Já matriculada', 'Pessoa 3']);
    expect(options[1]!.getAttribute('aria-disabled')).toBe('true');

    await user.click(options[1]!);
    expect(value()).toBe('null');
    await user.click(options[2]!);
    expect(value()).toBe('3');
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    await user.click(options[0]!);
    expect(value()).toBe('1');
    expect(options[2]!.getAttribute('aria-selected')).toBe('false');
  });

  it('keyboard: the down arrow from the search enters the list, arrows skip disabled, Space/Enter pick without submitting', async () => {
    const user = userEvent.setup();
    const { source } = memorySource(PEOPLE);
    const { value } = mount(source, true);
    const list = await screen.findByRole('listbox', { name: 'Pessoas' });
    expect(list.getAttribute('aria-multiselectable')).toBe('true');

    await user.click(screen.getByRole('searchbox', { name: 'Buscar pessoa' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(list);
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Pessoa 1');
    await user.keyboard(' ');
    expect(value()).toBe('1');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Pessoa 3'); // Pessoa 2 is disabled
    await user.keyboard('{Enter}');
    expect(value()).toBe('1,3');
    expect(submitted).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp} ');
    expect(value()).toBe('3');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Buscar pessoa' }));
  });

  it('loads page by page: the down arrow past the last option, or "Carregar mais", brings the next page', async () => {
    const user = userEvent.setup();
    const { source, calls } = memorySource(PEOPLE);
    mount(source);
    const list = await screen.findByRole('listbox', { name: 'Pessoas' });
    screen.getByText('Mostrando 3 de 7. Role ou digite para encontrar outros.');
    list.focus();
    await user.keyboard('{End}{ArrowDown}');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(6));
    await waitFor(() =>
      expect(document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('Pessoa 4'),
    );
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('searches once typing pauses (debounced), at once on Enter, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { source, calls } = memorySource(PEOPLE);
    mount(source);
    await screen.findByRole('listbox');
    const box = screen.getByRole('searchbox', { name: 'Buscar pessoa' });
    await user.type(box, 'Pessoa 7');
    // One request for the whole word, after the pause, not one per key.
    await waitFor(() => expect(calls.at(-1)).toEqual({ search: 'Pessoa 7', page: 1 }), { timeout: 2000 });
    expect(calls.filter((c) => c.search !== '')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pessoa 7']));

    await user.clear(box);
    await user.type(box, 'Zé{Enter}');
    expect(calls.at(-1)).toEqual({ search: 'Zé', page: 1 });
    expect(submitted).not.toHaveBeenCalled();
    await screen.findByText('Ninguém com esse nome.');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });

  it('a failed load says so and offers to try again', async () => {
    const user = userEvent.setup();
    const { source, calls } = memorySource(PEOPLE, 3, true);
    mount(source);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar pessoas.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('shows the loading state until the first page arrives', async () => {
    let release!: (p: PickPage<Row>) => void;
    const source: PickSource<Row> = {
      key: ['slow'],
      load: () => new Promise((resolve) => (release = resolve)),
    };
    mount(source);
    screen.getByText('Carregando opções');
    await act(async () => release({ data: [PEOPLE[0]!], meta: { current_page: 1, last_page: 1, total: 1 } }));
    await screen.findByRole('option', { name: 'Pessoa 1' });
    expect(screen.queryByText('Carregando opções')).toBeNull();
  });
});
