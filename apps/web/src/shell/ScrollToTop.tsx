import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UI } from '@trilha/shared/kernel';
import { cx } from '../ui/cx.ts';

export function ScrollToTop({ raised }: { raised: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > UI.scrollTopThresholdPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={t('app.scrollTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
      className={cx(
        'fixed right-5 z-30 grid size-12 place-items-center rounded-full bg-primary-600 text-on-primary shadow-lg hover:bg-primary-700',
        raised ? 'bottom-24' : 'bottom-6',
      )}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
