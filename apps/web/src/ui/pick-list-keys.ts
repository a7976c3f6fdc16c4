/**
 * What a key does in a PickList's listbox (WAI-ARIA listbox pattern), as a pure decision so the
 * component only carries it out. Disabled options are skipped: the API would refuse them, so the
 * keyboard never lands on them.
 */
export type PickKeyAction =
  /** Make this option the active one (aria-activedescendant). */
  | { kind: 'move'; index: number }
  /** Select (single) or toggle (multiple) this option. */
  | { kind: 'pick'; index: number }
  /** Past the last loaded option while the server has more: load the next page. */
  | { kind: 'more' }
  /** Above the first option: back to the search box. */
  | { kind: 'search' }
  | null;

export function pickListKey(
  key: string,
  state: { active: number; enabled: readonly boolean[]; hasMore: boolean },
): PickKeyAction {
  const { active, enabled, hasMore } = state;
  const next = (from: number, step: 1 | -1): number => {
    for (let i = from + step; i >= 0 && i < enabled.length; i += step) if (enabled[i]) return i;
    return -1;
  };
  switch (key) {
    case 'ArrowDown': {
      const i = next(active, 1);
      if (i >= 0) return { kind: 'move', index: i };
      return hasMore ? { kind: 'more' } : null;
    }
    case 'ArrowUp': {
      const i = next(Math.min(active, enabled.length), -1);
      return i >= 0 ? { kind: 'move', index: i } : { kind: 'search' };
    }
    case 'Home': {
      const i = next(-1, 1);
      return i >= 0 ? { kind: 'move', index: i } : null;
    }
    case 'End': {
      const i = next(enabled.length, -1);
      return i >= 0 ? { kind: 'move', index: i } : null;
    }
    case ' ':
    case 'Enter':
      return active >= 0 && enabled[active] ? { kind: 'pick', index: active } : null;
    default:
      return null;
  }
}

/** The ids after picking `id`: single selection replaces, multiple toggles (keeping the order chosen). */
export function pickValue(multiple: boolean, value: readonly number[], id: number): number[] {
  if (!multiple) return [id];
  return value.includes(id) ? value.filter((x) => x !== id) : [...value, id];
}
