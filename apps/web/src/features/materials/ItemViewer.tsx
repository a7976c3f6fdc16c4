import { useTranslation } from 'react-i18next';
import { CalendarClock, Headphones } from 'lucide-react';
import type { MaterialItem } from '@trilha/shared/materials';
import { Modal } from '../../ui/Modal.tsx';
import { Button } from '../../ui/Button.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { PasswordGate } from '../../ui/PasswordGate.tsx';
import { applyMark, patchItem, unlockItem } from './api.ts';
import { useKindLabel, useMark } from './ItemRow.tsx';
import { itemKindOf } from './item-kinds.ts';
import { useItemOpened } from './use-item-opened.ts';

/**
 * One item, read in a large modal: its content as its kind shows it (item-kinds.ts), the
 * narration, and (for those whose progress counts) the done switch. A password-protected item asks the password first; an item
 * outside its availability window says when it opens or that it closed. Opening it is logged
 * (use-item-opened.ts).
 */
export function ItemViewer({
  disciplineId,
  item,
  tracksProgress,
  onClose,
  onListen,
}: {
  disciplineId: number;
  item: MaterialItem;
  tracksProgress: boolean;
  onClose: () => void;
  onListen: (a: { url: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const { mark, pending } = useMark(disciplineId);
  const kind = itemKindOf(item);
  const Viewer = kind.Viewer;
  useItemOpened(item);
  return (
    <Modal open onClose={onClose} title={item.title} className="max-w-4xl">
      <p className="-mt-2 mb-4 text-sm font-medium text-primary-text">{kindLabel(item)}</p>
      {item.lock === 'password' ? (
        <PasswordGate
          title={item.title}
          unlock={async (password) => {
            const unlocked = (await unlockItem(item.id, password)).data;
            patchItem(disciplineId, item.id, () => unlocked);
          }}
        />
      ) : item.lock ? (
        <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-900">
          <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>
            {item.lock === 'not_yet_available' && item.settings?.available_from
              ? t('materials.viewer.opensAt', { date: formatDateTime(item.settings.available_from) })
              : t('messages.materialItemUnavailable')}
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          {!kind.ownsDescription && item.description && <p className="whitespace-pre-line text-slate-700">{item.description}</p>}
          {Viewer && (
            <Viewer
              disciplineId={disciplineId}
              item={item}
              onCompleted={(p) =>
                applyMark(disciplineId, {
                  message: '',
                  material_item_id: item.id,
                  checked: true,
                  material_id: item.material_id,
                  discipline_id: disciplineId,
                  ...p,
                })
              }
            />
          )}
          {item.audio && (
            <Button
              variant="secondary"
              icon={<Headphones className="size-4" aria-hidden />}
              onClick={() => onListen({ url: item.audio!.url, name: `${item.title} — ${t('materials.viewer.narration')}` })}
            >
              {t('materials.viewer.narration')}
            </Button>
          )}
          {tracksProgress && (
            <div className="border-t border-slate-200 pt-4">
              <Switch
                label={t('materials.viewer.markDone')}
                checked={item.checked}
                disabled={pending}
                onChange={(checked) => void mark(item, checked)}
              />
            </div>
          )}
        </div>
      )}
      <DialogToaster />
    </Modal>
  );
}
