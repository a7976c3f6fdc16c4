// The accessibility settings in force: read from localStorage before the first paint (main.tsx
// imports this first), applied to <html> (font size, dyslexia font, theme colours), kept in
// localStorage (001: the panel's settings live in the browser) and, once signed in, on the account
// (use-account-sync.ts). Part of the entry: no zod, no React Query; the font file loads only when
// the dyslexia flag is on.
import { useSyncExternalStore } from 'react';
import { ACCESSIBILITY, DEFAULT_ACCESSIBILITY, type AccessibilitySettings } from '@trilha/shared/kernel';
import { setThemeAdjustment } from '../../lib/theme/apply.ts';
import { adjustThemeColors, contrastVariables } from '../../lib/theme/adjust.ts';
import { effectiveFont, rootFontPx, sameSettings, validSettings } from './panel-rules.ts';

/** Where a change came from: this person's panel (saved back to the account) or the account itself. */
export type ChangeSource = 'panel' | 'account' | 'storage';
type Listener = (source: ChangeSource) => void;

const listeners = new Set<Listener>();
let current: AccessibilitySettings = read();
let fontRequested = false;

function read(): AccessibilitySettings {
  try {
    return validSettings(JSON.parse(localStorage.getItem(ACCESSIBILITY.storageKey) ?? 'null')) ?? DEFAULT_ACCESSIBILITY;
  } catch {
    return DEFAULT_ACCESSIBILITY;
  }
}

/** OpenDyslexic ships in the bundle (@fontsource/opendyslexic, SIL OFL): fetched from our own origin, once, when first wanted. */
function loadDyslexicFont(): void {
  if (fontRequested) return;
  fontRequested = true;
  void Promise.all([
    import('@fontsource/opendyslexic/latin-400.css'),
    import('@fontsource/opendyslexic/latin-700.css'),
  ]).catch(() => {
    fontRequested = false; // a failed chunk (offline) is tried again with the next change
  });
}

function apply(): void {
  const root = document.documentElement;
  // Multiplier 1 leaves the browser's own default size (a person who set 20 px keeps it).
  if (effectiveFont(current, window.innerWidth) === ACCESSIBILITY.font.min) root.style.removeProperty('font-size');
  else root.style.fontSize = `${rootFontPx(current, window.innerWidth)}px`;
  if (current.dyslexia) loadDyslexicFont();
  root.toggleAttribute('data-dyslexia', current.dyslexia);
  root.dataset.colorScheme = current.color_blindness_index === null ? 'off' : String(current.color_blindness_index);
  root.dataset.contrast = String(current.contrast_multiplier);
  const plain = current.color_blindness_index === null && current.contrast_multiplier === ACCESSIBILITY.contrast.min;
  const s = current;
  setThemeAdjustment(plain ? null : { colors: (c) => adjustThemeColors(c, s), variables: () => contrastVariables(s) });
}

export const accessibility = {
  get: (): AccessibilitySettings => current,
  set(next: AccessibilitySettings, source: ChangeSource = 'panel'): void {
    if (sameSettings(next, current)) return;
    current = next;
    if (source !== 'storage') localStorage.setItem(ACCESSIBILITY.storageKey, JSON.stringify(next));
    apply();
    for (const l of listeners) l(source);
  },
  subscribe(l: Listener): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useAccessibility(): AccessibilitySettings {
  return useSyncExternalStore(
    (l) => accessibility.subscribe(l),
    () => current,
    () => DEFAULT_ACCESSIBILITY,
  );
}

if (typeof window !== 'undefined') {
  apply();
  // The cap follows the screen: 1.6 under 1024 px, 2 from there (a rotated tablet changes it).
  window.addEventListener('resize', apply);
  // Another tab of this tenant changed them: this one follows (its own sync saves nothing).
  window.addEventListener('storage', (e) => {
    if (e.key === ACCESSIBILITY.storageKey || e.key === null) accessibility.set(read(), 'storage');
  });
}
