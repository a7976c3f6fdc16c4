import { Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';

/**
 * The page's toasts (lib/toast.ts), top-right, in a region labelled "Notificações". Loaded with the
 * first toast. They start below the header (4rem, so it follows the font size), not over the user
 * menu, the bell and the A button (issue 29).
 */
const BELOW_HEADER = { top: 'calc(4rem + 12px)', right: 16 };
export default function PageToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      closeButton
      containerAriaLabel={t('app.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('app.closeToast') }}
    />
  );
}
