import { useEffect } from 'react';
import { DEFAULT_ACCESSIBILITY, type AccessibilitySettings } from '@trilha/shared/kernel';
import { useRequiredSession } from '../../lib/session.ts';
import { accessibility } from './store.ts';
import { sameSettings } from './panel-rules.ts';

/** Changes made in a burst (pressing A+ five times) are saved once, this long after the last. */
export const SAVE_DEBOUNCE_MS = 800;

/**
 * Beyond the spec, the settings follow the person: after sign-in the account's settings win over
 * the browser's (unless the person already changed something on this screen); an account without
 * any takes the browser's; every change in the panel is saved back. While viewing as another user
 * nothing is saved: the panel changes this browser only, not the viewed person's account.
 */
export function useAccountSync(): void {
  const s = useRequiredSession();
  const token = s.token;
  const impersonating = !!s.impersonator;

  useEffect(() => {
    if (impersonating) return;
    let changedHere = false;
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const api = import('./api.ts');
    const save = (settings: AccessibilitySettings) =>
      void api
        .then((m) => m.saveAccountSettings(token, settings))
        .catch(() => {
          /* kept in the browser; the next change tries again */
        });
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      save(accessibility.get());
    };

    const stop = accessibility.subscribe((source) => {
      if (source !== 'panel') return;
      changedHere = true;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DEBOUNCE_MS);
    });
    void api
      .then((m) => m.fetchAccountSettings(token))
      .then((saved) => {
        if (closed || changedHere) return;
        if (saved) accessibility.set(saved, 'account');
        else if (!sameSettings(accessibility.get(), DEFAULT_ACCESSIBILITY)) save(accessibility.get());
      })
      .catch(() => {
        /* offline or refused: the browser's settings stay in force */
      });
    // Leaving the page (or signing out) sends a pending change at once rather than dropping it.
    window.addEventListener('pagehide', flush);
    return () => {
      closed = true;
      stop();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [token, impersonating]);
}
