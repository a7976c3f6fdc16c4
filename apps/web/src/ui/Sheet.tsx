import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx.ts';

/** A panel sliding from the left (menu drawer) or the bottom (narrow menu), as a modal <dialog>. */
export function Sheet({
  open,
  onClose,
  side,
  label,
  id,
  children,
}: {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'bottom';
  label: string;
  id?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={cx(
        'fixed m-0 max-h-none max-w-none bg-white p-0 text-slate-900 shadow-2xl',
        side === 'left' ? 'inset-y-0 left-0 h-dvh w-[240px]' : 'inset-x-0 bottom-0 top-auto max-h-[85dvh] w-full rounded-t-3xl',
      )}
    >
      {children}
    </dialog>
  );
}
