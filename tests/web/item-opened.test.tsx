// @vitest-environment happy-dom
// Opening an item in the Discipline Material modal is logged (GET /material-items/{id}) once per
// opening, for every kind: not per re-render, not while locked, again for a new opening.
import { StrictMode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MaterialItem } from '@trilha/shared/materials';

const openItem = vi.fn((_id: number) => Promise.resolve({}));
vi.mock('../../apps/web/src/features/materials/api.ts', () => ({ openItem: (id: number) => openItem(id) }));
const { useItemOpened } = await import('../../apps/web/src/features/materials/use-item-opened.ts');

afterEach(() => {
  cleanup();
  openItem.mockClear();
});

type Item = Pick<MaterialItem, 'id' | 'lock'>;
function Opened({ item }: { item: Item }) {
  useItemOpened(item);
  return <p>{item.id}</p>;
}
const ui = (item: Item) => (
  <StrictMode>
    <Opened item={item} />
  </StrictMode>
);

describe('useItemOpened', () => {
  it('calls the item route once per opening, whatever the re-renders (and React development double effects)', () => {
    const view = render(ui({ id: 7, lock: null }));
    // A list refetch hands a new object of the same item; a re-render: nothing more.
    view.rerender(ui({ id: 7, lock: null }));
    view.rerender(ui({ id: 7, lock: null }));
    expect(openItem.mock.calls).toEqual([[7]]);
    view.unmount();
    // Opened again later: a new opening.
    render(ui({ id: 7, lock: null }));
    expect(openItem.mock.calls).toEqual([[7], [7]]);
  });

  it('says nothing while the item is locked, and once when it is unlocked', () => {
    const view = render(ui({ id: 9, lock: 'password' }));
    view.rerender(ui({ id: 9, lock: 'password' }));
    expect(openItem).not.toHaveBeenCalled();
    view.rerender(ui({ id: 9, lock: null }));
    view.rerender(ui({ id: 9, lock: null }));
    expect(openItem.mock.calls).toEqual([[9]]);
  });
});
