import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UI } from '@trilha/shared/kernel';

/** A loading bar on every navigation, cleared 500 ms after it settles (000 §2). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(true);
    if (busy) return;
    const id = setTimeout(() => setVisible(false), UI.loadingClearMs);
    return () => clearTimeout(id);
  }, [busy, location.key]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.pageLoading')}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary-100"
    >
      <div className="h-full w-2/5 animate-progress rounded-full bg-primary-600" />
    </div>
  );
}
