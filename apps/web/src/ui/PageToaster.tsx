import { Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';

/** The page's toasts (lib/toast.ts), top-right, in a region labelled "Notificações". Loaded with the first toast. */
export default function PageToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      closeButton
      containerAriaLabel={t('app.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('app.closeToast') }}
    />
  );
}
