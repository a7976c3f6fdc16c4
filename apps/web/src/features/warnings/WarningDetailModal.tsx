import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Pencil, Trash2, Undo2 } from 'lucide-react';
import type { Warning } from '@trilha/shared/warnings';
import { Modal } from '../../ui/Modal.tsx';
import { Button } from '../../ui/Button.tsx';
import { WarningBadges, WarningImage, WarningMeta } from './WarningParts.tsx';
import { useWarningActions } from './use-warning-actions.ts';

/**
 * One alert in full (001 §2 "Mobile alert list with an alert detail modal"). Opening an unread one
 * marks it read, as opening a message does; the reader can mark it unread again.
 */
export function WarningDetailModal({
  warning,
  onClose,
  onEdit,
  onRemove,
}: {
  warning: Warning;
  onClose: () => void;
  /** Staff only: the edit form and the remove confirmation. */
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const actions = useWarningActions();
  // Once per opening, not again when the list refreshes under it.
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || warning.is_read) return;
    marked.current = true;
    actions.setRead(warning, true);
  }, [warning, actions]);

  return (
    <Modal
      open
      onClose={onClose}
      title={warning.title}
      className="max-w-xl"
      footer={
        <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onRemove && (
            <Button variant="ghost" icon={<Trash2 className="size-4" aria-hidden />} onClick={onRemove}>
              {t('warnings.deleteAction')}
            </Button>
          )}
          {onEdit && (
            <Button variant="secondary" icon={<Pencil className="size-4" aria-hidden />} onClick={onEdit}>
              {t('warnings.editAction')}
            </Button>
          )}
          <Button
            variant="secondary"
            loading={actions.readPending}
            icon={warning.is_read ? <Undo2 className="size-4" aria-hidden /> : <Check className="size-4" aria-hidden />}
            onClick={() => actions.setRead(warning, !warning.is_read)}
          >
            {warning.is_read ? t('warnings.markUnread') : t('warnings.markRead')}
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <WarningMeta warning={warning} />
          <WarningBadges warning={warning} />
        </div>
        <WarningImage warning={warning} className="max-h-72 w-full" />
        <p className="whitespace-pre-line break-words text-slate-800">{warning.text}</p>
      </div>
    </Modal>
  );
}
