import { useEffect, useSyncExternalStore } from 'react';

// A screen that shows one record (a discipline, a quiz) names the tab after it: "Segurança do
// Trabalho | Empresa" reads better in a tab bar or browser history than the route's generic
// title. The route's title (handle.title) stays the fallback while the record loads and after
// the screen unmounts.
let current: string | null = null;
const listeners = new Set<() => void>();
const set = (value: string | null) => {
  current = value;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The record-specific title the current screen asked for, if any (RootLayout reads it). */
export const usePageTitleOverride = (): string | null => useSyncExternalStore(subscribe, () => current);

/** Names the tab after `title` while the calling screen is mounted (null/empty: the route's title). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(null);
  }, [title]);
}
