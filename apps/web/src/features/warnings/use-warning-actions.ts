import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Warning } from '@trilha/shared/warnings';
import { notify } from '../../lib/toast.ts';
import { deleteWarning, setWarningReadStatus } from './api.ts';

/**
 * What a person does to an alert from any list (the page, the phone list, the landing panel): mark
 * it read or unread (001 §4), and for staff remove it. Every list of alerts refreshes after.
 */
export function useWarningActions() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['warnings'] });
  const readStatus = useMutation({
    mutationFn: (o: { warning: Warning; isRead: boolean }) =>
      setWarningReadStatus({ warning_id: o.warning.id, is_read: o.isRead }),
    onSuccess: refresh,
    onError: () => notify.error(t('messages.warningReadStatusFailed')),
  });
  const remove = useMutation({
    mutationFn: (w: Warning) => deleteWarning(w.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      await refresh();
    },
    onError: () => notify.error(t('messages.warningRemoveFailed')),
  });
  return {
    /** Sets the caller's read mark; a no-op while one is being saved. */
    setRead: (warning: Warning, isRead: boolean) => {
      if (!readStatus.isPending) readStatus.mutate({ warning, isRead });
    },
    readPending: readStatus.isPending,
    remove,
  };
}
