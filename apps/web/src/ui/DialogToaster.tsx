import { Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import { DIALOG_TOASTER } from '../lib/toast.ts';

/**
 * Toasts shown while a modal stays open (`notify.error(msg, { dialog: true })`): rendered inside the
 * <dialog>, so they sit above its backdrop and are not made inert by it. Same look and place as the
 * page's toaster.
 */
export function DialogToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      id={DIALOG_TOASTER}
      position="top-right"
      closeButton
      containerAriaLabel={t('app.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('app.closeToast') }}
    />
  );
}
