import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { Modal } from '../ui/Modal.tsx';
import { Button } from '../ui/Button.tsx';

/**
 * What the placeholder items (Produção, Tutores, Projetos) open. The feature-interest form of 001 §5
 * replaces the body when that issue lands; the modal itself (outside click closes) stays.
 */
export function FeatureModal({ feature, onClose }: { feature: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={feature !== null}
      onClose={onClose}
      title={t('comingSoon.featureTitle', { feature: feature ?? '' })}
      footer={<Button onClick={onClose}>{t('app.close')}</Button>}
    >
      <div className="flex gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-secondary-100 text-secondary-800">
          <Sparkles className="size-6" aria-hidden />
        </span>
        <p className="text-slate-700">{t('comingSoon.featureBody')}</p>
      </div>
    </Modal>
  );
}
