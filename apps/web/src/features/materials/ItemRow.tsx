import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, CircleCheck, Copy, EyeOff, Lock, Pencil, Settings, Trash2 } from 'lucide-react';
import type { MaterialItem } from '@trilha/shared/materials';
import { notify } from '../../lib/toast.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { cx } from '../../ui/cx.ts';
import { applyMark, duplicateItem, markItem, refreshMaterials } from './api.ts';
import type { StaffAction } from './staff/actions.ts';
import { itemKindOf } from './item-kinds.ts';

/** The kind's name as a person reads it, as its kind says (a file says which: PDF, Word, text). */
export function useKindLabel() {
  const { t } = useTranslation();
  return (item: Pick<MaterialItem, 'type' | 'file_type'>) => t(itemKindOf(item).label?.(item) ?? `materials.kinds.${item.type}`);
}

/** Marks or unmarks an item; the answer moves item, material and discipline progress at once. */
export function useMark(disciplineId: number) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const mark = async (item: MaterialItem, checked: boolean) => {
    if (pending) return;
    setPending(true);
    try {
      applyMark(disciplineId, await markItem(item.id, checked));
    } catch {
      notify.error(t('messages.materialProgressFailed'));
    } finally {
      setPending(false);
    }
  };
  return { mark, pending };
}

export function ItemRow({
  disciplineId,
  item,
  editable,
  tracksProgress,
  onOpen,
  onAction,
  first,
  last,
  onStep,
  dragHandle,
}: {
  disciplineId: number;
  item: MaterialItem;
  editable: boolean;
  tracksProgress: boolean;
  onOpen: () => void;
  onAction: (a: StaffAction) => void;
  first: boolean;
  last: boolean;
  onStep: (delta: -1 | 1) => void;
  dragHandle: ReactNode;
}) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const Icon = itemKindOf(item).icon;
  const { mark, pending } = useMark(disciplineId);
  const [duplicating, setDuplicating] = useState(false);
  return (
    <div className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {dragHandle}
        <button
          type="button"
          onClick={onOpen}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-slate-50"
        >
          <span
            aria-hidden
            className={cx(
              'grid size-10 shrink-0 place-items-center rounded-lg',
              item.checked ? 'bg-emerald-100 text-emerald-800' : 'bg-primary-50 text-primary-700',
            )}
          >
            {item.checked ? <CircleCheck className="size-5" /> : <Icon className="size-5" />}
          </span>
          <span className="min-w-0 flex-1">
            {/* The name is the visible text with what the button does in front (WCAG 2.5.3). */}
            <span className="sr-only">{t('materials.list.openPrefix')} </span>
            <span className="block truncate font-medium text-slate-900">{item.title}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
              <span>{kindLabel(item)}</span>
              {item.lock === 'password' && (
                <span className="inline-flex items-center gap-1">
                  <Lock className="size-3" aria-hidden />
                  {t('materials.list.locked')}
                </span>
              )}
              {!item.visible && (
                <span className="inline-flex items-center gap-1">
                  <EyeOff className="size-3" aria-hidden />
                  {t('materials.list.hidden')}
                </span>
              )}
              {item.checked && <span className="font-medium text-emerald-800">{t('materials.list.done')}</span>}
            </span>
          </span>
        </button>
        {tracksProgress && (
          <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg px-2.5 text-sm text-slate-700 hover:bg-slate-50">
            <input
              type="checkbox"
              className="size-5 cursor-pointer accent-emerald-700 disabled:cursor-not-allowed"
              checked={item.checked}
              disabled={pending || item.lock !== null}
              onChange={(e) => void mark(item, e.target.checked)}
            />
            <span className="sr-only">
              {t('materials.viewer.markDone')}: {item.title}
            </span>
          </label>
        )}
      </div>
      {editable && (
        <div className="flex flex-wrap items-center gap-0.5 pl-12 sm:pl-0">
          <IconButton label={t('materials.staff.moveUp', { name: item.title })} disabled={first} onClick={() => onStep(-1)}>
            <ArrowUp aria-hidden />
          </IconButton>
          <IconButton label={t('materials.staff.moveDown', { name: item.title })} disabled={last} onClick={() => onStep(1)}>
            <ArrowDown aria-hidden />
          </IconButton>
          <IconButton
            label={t('materials.staff.editItem', { title: item.title })}
            onClick={() => onAction({ kind: 'item', materialId: item.material_id, item })}
          >
            <Pencil aria-hidden />
          </IconButton>
          <IconButton
            label={t('materials.staff.settingsItem', { title: item.title })}
            onClick={() => onAction({ kind: 'settings', item })}
          >
            <Settings aria-hidden />
          </IconButton>
          <IconButton
            label={t('materials.staff.duplicateItem', { title: item.title })}
            disabled={duplicating}
            onClick={() => {
              setDuplicating(true);
              duplicateItem(item.id)
                .then(
                  async (r) => {
                    notify.success(r.message || t('messages.materialItemDuplicated'));
                    await refreshMaterials(disciplineId);
                  },
                  () => notify.error(t('messages.materialItemDuplicateFailed')),
                )
                .finally(() => setDuplicating(false));
            }}
          >
            <Copy aria-hidden />
          </IconButton>
          <IconButton
            tone="danger"
            label={t('materials.staff.deleteItem', { title: item.title })}
            onClick={() => onAction({ kind: 'deleteItem', item })}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      )}
    </div>
  );
}
