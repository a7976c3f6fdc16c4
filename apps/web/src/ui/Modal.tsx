import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { cx } from './cx.ts';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/**
 * Native <dialog> (focus trap, Esc, top layer for free). Clicking the backdrop closes it (000 §2).
 * `dirty` marks a form modal with entries: closing then asks the spec's leave confirmation first.
 */
export function Modal({ open, onClose, title, children, footer, className, dirty = false }: DialogProps & { dirty?: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty ? setConfirming(true) : onClose());
  return (
    <>
      <BaseDialog open={open} onRequestClose={requestClose} title={title} footer={footer} className={className}>
        {children}
      </BaseDialog>
      <ConfirmDialog
        open={open && confirming}
        title={t('app.confirm')}
        message={t('messages.leaveFormConfirm')}
        confirmLabel={t('app.leave')}
        cancelLabel={t('app.stay')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </>
  );
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** `danger` (the default) for what destroys; `primary` for a step that only moves on (finishing a quiz). */
  tone?: 'danger' | 'primary';
}) {
  return (
    <BaseDialog
      open={open}
      onRequestClose={onCancel}
      title={title}
      role="alertdialog"
      className="max-w-md"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{message}</p>
    </BaseDialog>
  );
}

function BaseDialog({
  open,
  onRequestClose,
  title,
  children,
  footer,
  className,
  role,
}: {
  open: boolean;
  onRequestClose: () => void;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  role?: 'alertdialog';
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onRequestClose();
      }}
      onClick={(e) => {
        // The dialog element itself is only hit on its backdrop: the panel below fills it.
        if (e.target === e.currentTarget) onRequestClose();
      }}
      className={cx('m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl', className)}
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onRequestClose}
            aria-label={t('app.close')}
            className="-m-2 grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {children}
        {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
      </div>
    </dialog>
  );
}
