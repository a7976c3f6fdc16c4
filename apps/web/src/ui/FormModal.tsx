import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Modal } from './Modal.tsx';
import { DialogToaster } from './DialogToaster.tsx';

/**
 * A Modal holding a form, whose own Cancel button closes it the same way the backdrop, Esc and the
 * close button do: with entries (`dirty`), the spec's leave confirmation is asked first. Toasts about
 * it while it stays open (`notify.error(msg, { dialog: true })`) show above its backdrop.
 */
export function FormModal({
  open = true,
  onClose,
  dirty,
  title,
  className,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  dirty: boolean;
  title: string;
  className?: string;
  children: (requestClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty ? setConfirming(true) : onClose());
  return (
    <>
      <Modal open={open} onClose={requestClose} title={title} className={className}>
        {children(requestClose)}
        <DialogToaster />
      </Modal>
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
