import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../ui/cx.ts';
import { loadAllMessages } from '../../i18n/index.ts';

// The panel's controls load with the first opening, with every domain's messages (its limits' toasts
// are the accessibility domain's; the sign-in page's entry carries only the common ones).
const AccessibilityPanel = lazy(() => Promise.all([import('./AccessibilityPanel.tsx'), loadAllMessages()]).then(([m]) => m));

/**
 * The A button (001 §2: the accessibility panel is opened and closed by it), in the shell's header
 * on every signed-in screen (AccessibilityButton.tsx, with the account sync) and on the sign-in and
 * password screens (features/auth/AuthTools.tsx: this browser's settings only). The panel is a non-modal dialog: focus moves into it, Esc closes it and
 * gives focus back to the button, a click outside or a navigation closes it.
 */
export function AccessibilityToggle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Toasts (the limits' messages) sit outside the panel: pressing their close button keeps it open.
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Element;
      if (!root.current?.contains(target) && !target.closest?.('[data-sonner-toaster]')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const label = t('accessibility.open');
  return (
    <div ref={root}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cx(
          'grid size-11 place-items-center rounded-lg text-xl font-bold leading-none',
          open ? 'bg-primary-50 text-primary-text' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <span aria-hidden>A</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccessibilityPanel
            id={panelId}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
