// The accessibility settings in force: read from localStorage before the first paint (main.tsx
// imports this first), applied to <html> (font size, dyslexia font, theme colours), kept in
// localStorage (001: the panel's settings live in the browser) and, once signed in, on the account
// (use-account-sync.ts). Part of the entry: no zod, no React Query; the font file loads only when
// the dyslexia flag is on.
import { useSyncExternalStore } from 'react';
import { ACCESSIBILITY, DEFAULT_ACCESSIBILITY, type AccessibilitySettings } from '@trilha/shared/kernel';
import { setThemeAdjustment } from '../../lib/theme/apply.ts';
import { effectiveFont, rootFontPx, sameSettings, validSettings } from './settings-rules.ts';

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
  void Promise.all([import('@fontsource/opendyslexic/latin-400.css'), import('@fontsource/opendyslexic/latin-700.css')]).catch(
    () => {
      fontRequested = false; // a failed chunk (offline) is tried again with the next change
    },
  );
}

const plainColors = (s: AccessibilitySettings) =>
  s.color_blindness_index === null && s.contrast_multiplier === ACCESSIBILITY.contrast.min;

/**
 * The scheme and contrast on the theme. Their colour maths loads only for someone who uses them
 * (not on every sign-in page); it arrives while GET /settings is still on its way.
 */
async function applyColors(): Promise<void> {
  if (!plainColors(current)) {
    const { adjustThemeColors, contrastVariables, pageTextVariables } = await import('../../lib/theme/adjust.ts');
    const s = current; // the settings by then: a later change wins
    setThemeAdjustment(
      plainColors(s)
        ? null
        : {
            colors: (c) => adjustThemeColors(c, s),
            variables: (theme) => ({ ...contrastVariables(s), ...pageTextVariables(theme.primary) }),
          },
    );
  } else setThemeAdjustment(null);
  // Which settings the colours on screen are for ("scheme-contrast"): a test waits on it.
  document.documentElement.dataset.colorsApplied = `${current.color_blindness_index ?? 'off'}-${current.contrast_multiplier}`;
}

function applyFontSize(): void {
  const root = document.documentElement;
  // Multiplier 1 leaves the browser's own default size (a person who set 20 px keeps it).
  if (effectiveFont(current, window.innerWidth) === ACCESSIBILITY.font.min) root.style.removeProperty('font-size');
  else root.style.fontSize = `${rootFontPx(current, window.innerWidth)}px`;
}

/** 001 §4 "image hue filter 90 / 200 / 360": pictures are hue-rotated (styles.css `data-image-filter`). */
function applyImageFilter(root: HTMLElement): void {
  const i = current.color_blindness_index;
  const scheme = i === null ? null : ACCESSIBILITY.colorSchemes[i];
  if (scheme && 'hue' in scheme) {
    root.style.setProperty('--image-hue-filter', `hue-rotate(${scheme.hue}deg)`);
    root.dataset.imageFilter = String(scheme.hue);
  } else {
    root.style.removeProperty('--image-hue-filter');
    delete root.dataset.imageFilter;
  }
}

function apply(): void {
  const root = document.documentElement;
  applyFontSize();
  if (current.dyslexia) loadDyslexicFont();
  root.toggleAttribute('data-dyslexia', current.dyslexia);
  root.dataset.colorScheme = current.color_blindness_index === null ? 'off' : String(current.color_blindness_index);
  applyImageFilter(root);
  root.dataset.contrast = String(current.contrast_multiplier);
  applyColors().catch(() => {
    /* the colour maths' chunk did not load (offline): the tenant's colours stay, the next change tries again */
  });
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
  window.addEventListener('resize', applyFontSize);
  // Another tab of this tenant changed them: this one follows (its own sync saves nothing).
  window.addEventListener('storage', (e) => {
    if (e.key === ACCESSIBILITY.storageKey || e.key === null) accessibility.set(read(), 'storage');
  });
}
