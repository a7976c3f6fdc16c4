import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal.tsx';
import { Button } from '../../ui/Button.tsx';
import { Alert } from '../../ui/Alert.tsx';
import type { BulkOutcome } from './api.ts';

/** What a bulk delete did: the server's message, how many went, and each refused question with its reason. */
export function BulkResultModal({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('questions.bulk.title')}
      className="max-w-lg"
      footer={
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('questions.close')}
        </Button>
      }
    >
      <Alert tone="error">{outcome.message}</Alert>
      {outcome.done.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">{t('questions.bulk.done', { count: outcome.done.length })}</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('questions.bulk.failedHeading')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {outcome.failed.map((f) => (
          <li key={f.id}>{t('questions.bulk.failedItem', { id: String(f.id), message: f.message })}</li>
        ))}
      </ul>
    </Modal>
  );
}
