import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, ChevronDown, Copy, FileUp, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Material, MaterialItem, MaterialList as MaterialListData } from '@trilha/shared/materials';
import { queryClient } from '../../app/query-client.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { cx } from '../../ui/cx.ts';
import { duplicateMaterial, materialKeys, moveItem, moveMaterial, refreshMaterials } from './api.ts';
import { ItemRow } from './ItemRow.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { dropTarget, moveInList, stepTarget } from './reorder.ts';
import type { StaffAction } from './staff/actions.ts';
import { mediaUrl } from '../../lib/media.ts';

type Props = {
  disciplineId: number;
  materials: Material[];
  editable: boolean;
  tracksProgress: boolean;
  onOpen: (item: MaterialItem) => void;
  onAction: (a: StaffAction) => void;
};

/** Sortable by pointer (drag handle) and by keyboard (the handle with Space + arrows, or the up/down buttons). */
function useReorderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * Moves in the cache first (the list answers at once), then tells the API; a refusal puts the
 * server's order back and says so. The new position is announced in the live region.
 */
function useMover(disciplineId: number, announce: (text: string) => void) {
  const { t } = useTranslation();
  const commit = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (e) {
      notify.error(serverDetail(e) ?? t('materials.errors.reorder'));
      await refreshMaterials(disciplineId);
    }
  };
  return {
    materials(list: Material[], from: number, to: number) {
      const moved = list[from]!;
      queryClient.setQueryData<MaterialListData>(materialKeys.materials(disciplineId), (d) =>
        d ? { ...d, data: moveInList(d.data, from, to) } : d,
      );
      announce(t('materials.staff.moved', { name: moved.name, position: String(to + 1), total: String(list.length) }));
      void commit(() => moveMaterial(moved.id, to));
    },
    items(material: Material, from: number, to: number) {
      const moved = material.items[from]!;
      queryClient.setQueryData<MaterialListData>(materialKeys.materials(disciplineId), (d) =>
        d ? { ...d, data: d.data.map((m) => (m.id === material.id ? { ...m, items: moveInList(m.items, from, to) } : m)) } : d,
      );
      announce(t('materials.staff.moved', { name: moved.title, position: String(to + 1), total: String(material.items.length) }));
      void commit(() => moveItem(moved.id, to));
    },
  };
}

export function MaterialList({ disciplineId, materials, editable, tracksProgress, onOpen, onAction }: Props) {
  const [announcement, setAnnouncement] = useState('');
  const sensors = useReorderSensors();
  const mover = useMover(disciplineId, setAnnouncement);
  const onDragEnd = (e: DragEndEvent) => {
    const target = dropTarget(materials, Number(e.active.id), e.over ? Number(e.over.id) : null);
    if (target) mover.materials(materials, target.from, target.to);
  };
  const cards = materials.map((m, index) => (
    <MaterialCard
      key={m.id}
      disciplineId={disciplineId}
      material={m}
      index={index}
      total={materials.length}
      editable={editable}
      tracksProgress={tracksProgress}
      onOpen={onOpen}
      onAction={onAction}
      onStep={(delta) => {
        const s = stepTarget(materials, m.id, delta);
        if (s) mover.materials(materials, s.from, s.to);
      }}
      onMoveItem={(from, to) => mover.items(m, from, to)}
      sensors={sensors}
    />
  ));
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {editable ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={materials.map((m) => m.id)} strategy={verticalListSortingStrategy}>
            <ul className="space-y-4">{cards}</ul>
          </SortableContext>
        </DndContext>
      ) : (
        <ul className="space-y-4">{cards}</ul>
      )}
    </>
  );
}

/** A sortable element when editable; a plain <li> otherwise. The render prop gets the drag handle's props. */
function SortableLi({
  id,
  enabled,
  className,
  children,
}: {
  id: number;
  enabled: boolean;
  className?: string;
  children: (handle: Record<string, unknown> | null) => ReactNode;
}) {
  const s = useSortable({ id, disabled: !enabled });
  if (!enabled) return <li className={className}>{children(null)}</li>;
  return (
    <li
      ref={s.setNodeRef}
      style={{ transform: CSS.Transform.toString(s.transform), transition: s.transition }}
      className={cx(className, s.isDragging && 'relative z-10 opacity-80 shadow-lg')}
    >
      {children({ ...s.attributes, ...s.listeners, ref: s.setActivatorNodeRef })}
    </li>
  );
}

function DragHandle({ label, handle }: { label: string; handle: Record<string, unknown> }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...handle}
      className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
    >
      <GripVertical className="size-5" aria-hidden />
    </button>
  );
}

function MaterialCard({
  disciplineId,
  material: m,
  index,
  total,
  editable,
  tracksProgress,
  onOpen,
  onAction,
  onStep,
  onMoveItem,
  sensors,
}: Omit<Props, 'materials'> & {
  material: Material;
  index: number;
  total: number;
  onStep: (delta: -1 | 1) => void;
  onMoveItem: (from: number, to: number) => void;
  sensors: ReturnType<typeof useReorderSensors>;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const [duplicating, setDuplicating] = useState(false);
  const itemsId = `material-${m.id}-items`;
  const onItemDragEnd = (e: DragEndEvent) => {
    const target = dropTarget(m.items, Number(e.active.id), e.over ? Number(e.over.id) : null);
    if (target) onMoveItem(target.from, target.to);
  };
  const rows = m.items.map((item, i) => (
    <SortableLi key={item.id} id={item.id} enabled={editable}>
      {(handle) => (
        <ItemRow
          disciplineId={disciplineId}
          item={item}
          editable={editable}
          tracksProgress={tracksProgress}
          onOpen={() => onOpen(item)}
          onAction={onAction}
          first={i === 0}
          last={i === m.items.length - 1}
          onStep={(delta) => onMoveItem(i, i + delta)}
          dragHandle={handle ? <DragHandle label={t('materials.staff.drag', { name: item.title })} handle={handle} /> : null}
        />
      )}
    </SortableLi>
  ));

  return (
    <SortableLi id={m.id} enabled={editable} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {(handle) => (
        <article aria-labelledby={`material-${m.id}-name`}>
          <div className="flex border-l-8" style={{ borderLeftColor: m.color }}>
            <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {handle && <DragHandle label={t('materials.staff.drag', { name: m.name })} handle={handle} />}
                {m.image && <img src={mediaUrl(m.image)} alt="" className="size-12 shrink-0 rounded-lg object-cover" />}
                <div className="min-w-0 flex-1">
                  <h3 id={`material-${m.id}-name`} className="truncate text-base font-semibold text-slate-900">
                    {m.name}
                  </h3>
                  <p className="text-sm text-slate-600">{t('materials.list.items', { count: m.items.length })}</p>
                  {tracksProgress && m.items.length > 0 && (
                    <div className="mt-1.5 max-w-56">
                      <ProgressBar compact label={t('materials.materialProgress', { name: m.name })} value={m.progress} />
                    </div>
                  )}
                </div>
                <IconButton
                  label={t(expanded ? 'materials.list.collapse' : 'materials.list.expand', { name: m.name })}
                  aria-expanded={expanded}
                  aria-controls={itemsId}
                  onClick={() => setExpanded((x) => !x)}
                >
                  <ChevronDown aria-hidden className={cx('transition-transform', expanded && 'rotate-180')} />
                </IconButton>
              </div>
              {editable && (
                <div className="flex flex-wrap items-center gap-0.5 sm:justify-end">
                  <IconButton
                    label={t('materials.staff.moveUp', { name: m.name })}
                    disabled={index === 0}
                    onClick={() => onStep(-1)}
                  >
                    <ArrowUp aria-hidden />
                  </IconButton>
                  <IconButton
                    label={t('materials.staff.moveDown', { name: m.name })}
                    disabled={index === total - 1}
                    onClick={() => onStep(1)}
                  >
                    <ArrowDown aria-hidden />
                  </IconButton>
                  <IconButton
                    label={t('materials.staff.editMaterial', { name: m.name })}
                    onClick={() => onAction({ kind: 'material', material: m })}
                  >
                    <Pencil aria-hidden />
                  </IconButton>
                  <IconButton
                    label={t('materials.staff.duplicateMaterial', { name: m.name })}
                    disabled={duplicating}
                    onClick={() => {
                      setDuplicating(true);
                      duplicateMaterial(m.id)
                        .then(
                          async (r) => {
                            notify.success(r.message || t('messages.materialDuplicated'));
                            await refreshMaterials(disciplineId);
                          },
                          () => notify.error(t('messages.materialDuplicateFailed')),
                        )
                        .finally(() => setDuplicating(false));
                    }}
                  >
                    <Copy aria-hidden />
                  </IconButton>
                  <IconButton
                    tone="danger"
                    label={t('materials.staff.deleteMaterial', { name: m.name })}
                    onClick={() => onAction({ kind: 'deleteMaterial', material: m })}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                </div>
              )}
            </div>
          </div>
          <div id={itemsId} hidden={!expanded} className="border-t border-slate-100">
            {m.items.length === 0 ? (
              <p className="px-5 py-4 text-sm text-slate-600">{t('materials.list.noItems')}</p>
            ) : editable ? (
              <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onItemDragEnd}>
                <SortableContext items={m.items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
                  <ul className="divide-y divide-slate-100">{rows}</ul>
                </SortableContext>
              </DndContext>
            ) : (
              <ul className="divide-y divide-slate-100">{rows}</ul>
            )}
            {editable && (
              <div className="flex flex-wrap gap-2 border-t border-slate-100 px-4 py-3">
                <Button
                  variant="secondary"
                  icon={<Plus className="size-4" aria-hidden />}
                  onClick={() => onAction({ kind: 'item', materialId: m.id })}
                >
                  {t('materials.staff.newItem')}
                </Button>
                <Button
                  variant="ghost"
                  icon={<FileUp className="size-4" aria-hidden />}
                  onClick={() => onAction({ kind: 'import', materialId: m.id })}
                >
                  {t('materials.staff.importFiles')}
                </Button>
              </div>
            )}
          </div>
        </article>
      )}
    </SortableLi>
  );
}
