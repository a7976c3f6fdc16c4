// Reordering, pure: what a drag or a move-up/down button does to a list, and the index the API
// takes (POST /materials/{id}/index, /material-items/{id}/index: the new 0-based position).

/** The list with the element at `from` moved to `to` (both clamped to the list). */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Where `id` goes when moved by `delta` (−1 up, +1 down); null at either end. */
export function stepTarget<T extends { id: number }>(
  list: readonly T[],
  id: number,
  delta: -1 | 1,
): { from: number; to: number } | null {
  const from = list.findIndex((x) => x.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return null;
  return { from, to };
}

/** A drag from the element `activeId` onto `overId`: indices, or null when nothing moves. */
export function dropTarget<T extends { id: number }>(
  list: readonly T[],
  activeId: number,
  overId: number | null,
): { from: number; to: number } | null {
  if (overId === null || activeId === overId) return null;
  const from = list.findIndex((x) => x.id === activeId);
  const to = list.findIndex((x) => x.id === overId);
  if (from < 0 || to < 0) return null;
  return { from, to };
}
