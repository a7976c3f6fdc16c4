import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BookOpen, Copy, Inbox, Pencil, Plus, SearchX, Send, Tags, Trash2 } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import type { Discipline } from '@trilha/shared/disciplines';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { session, useRequiredSession } from '../../lib/session.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { deleteDiscipline, disciplinesList, duplicateDiscipline, suppliersQuery, tagsQuery } from './api.ts';
import { DisciplineCard } from './DisciplineCard.tsx';
import { DisciplineFormModal } from './DisciplineFormModal.tsx';
import { DisciplineTagsModal } from './DisciplineTagsModal.tsx';
import { TagManagerModal } from './TagManagerModal.tsx';
import { OfferModal } from './OfferModal.tsx';
import { activeWarningsQuery, ActiveWarnings } from '../warnings/public.ts';
import { LandingWidgets, prefetchLandingWidgets } from '../sessions/public.ts';

/** The disciplines page of the URL; the route's permission (disciplines:list-enrolled or list-all) is checked by the app. */
export async function disciplinesLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(disciplinesList.queryFor(request.url));
  return null;
}

/**
 * My Disciplines' loader: the disciplines, and beside them the company's active alerts (000 §2)
 * and the landing's widgets (session data or tutor metrics). Those are prefetched, never awaited as
 * a condition: their failure is the panel's own toast or error state, not a cancelled landing.
 */
export async function myDisciplinesLoader(args: LoaderFunctionArgs) {
  const companyId = session.get()?.company.id;
  await Promise.all([
    disciplinesLoader(args),
    companyId ? queryClient.prefetchQuery(activeWarningsQuery(companyId)) : null,
    prefetchLandingWidgets(),
  ]);
  return null;
}

/**
 * The staff landing's loader (disciplines:list-all): the page of disciplines, and in parallel the
 * tags and suppliers of its filters (000 §2), each only for a role that may list them.
 */
export async function allDisciplinesLoader(args: LoaderFunctionArgs) {
  const type = session.get()?.user.type;
  await Promise.all([
    disciplinesLoader(args),
    type && can(type, 'discipline-tags:list') ? queryClient.prefetchQuery(tagsQuery) : null,
    type && can(type, 'suppliers:list') ? queryClient.prefetchQuery(suppliersQuery) : null,
  ]);
  return null;
}

/**
 * My Disciplines (/my/disciplines): the academic roles' landing page (000 §3): the company's
 * active alerts, a learner's session data and badges or the tutor metrics, and the disciplines.
 */
export function MyDisciplinesPage() {
  return <DisciplineListPage scope="mine" />;
}

/** Disciplines (/disciplines): the staff's landing page, the company's whole catalogue. */
export function AllDisciplinesPage() {
  return <DisciplineListPage scope="all" />;
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'tags' | 'delete' | 'duplicate' | 'offer'; discipline: Discipline }
  | { kind: 'manage-tags' }
  | null;

function DisciplineListPage({ scope }: { scope: 'mine' | 'all' }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const list = useList(disciplinesList);
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const search = list.params.search ?? '';
  const staff = scope === 'all';
  const tags = useQuery({ ...tagsQuery, enabled: staff && can(user.type, 'discipline-tags:list') });
  const suppliers = useQuery({ ...suppliersQuery, enabled: staff && can(user.type, 'suppliers:list') });
  const canCreate = can(user.type, 'disciplines:create');
  const canManageTags = staff && can(user.type, 'discipline-tags:manage');
  // Offers from suppliers wait on My personalized disciplines (000 §2), which has no sidebar entry.
  const canReviewOffers = staff && can(user.type, 'consumer-disciplines:list');
  const canOffer = can(user.type, 'consumer-disciplines:offer');
  const manageAny = can(user.type, 'disciplines:manage-any-content');
  const close = () => setDialog(null);

  const remove = useMutation({
    mutationFn: (d: Discipline) => deleteDiscipline(d.id),
    onSuccess: async (r) => {
      close();
      notify.success(r.message);
      await list.afterRemove();
      await qc.invalidateQueries({ queryKey: ['disciplines'] });
    },
    onError: (e) => {
      close();
      notify.error(serverDetail(e) ?? t('disciplines.deleteError'));
    },
  });
  const duplicate = useMutation({
    mutationFn: (d: Discipline) => duplicateDiscipline(d.id),
    onSuccess: async (r) => {
      close();
      notify.success(r.message);
      await qc.invalidateQueries({ queryKey: ['disciplines'] });
    },
    onError: (e) => {
      close();
      notify.error(serverDetail(e) ?? t('disciplines.duplicateError'));
    },
  });

  const actionsFor = (d: Discipline) => {
    // A supplied discipline is the supplier's: only removed from the catalogue, never edited.
    const canDelete = d.isEditable || (d.type === 'supplied' && manageAny);
    if (!d.isEditable && !canDelete) return undefined;
    return (
      <>
        {d.isEditable && (
          <>
            <IconButton
              label={t('disciplines.edit', { name: d.name })}
              onClick={() => setDialog({ kind: 'edit', discipline: d })}
            >
              <Pencil aria-hidden />
            </IconButton>
            <IconButton
              label={t('disciplines.manageTagsOf', { name: d.name })}
              onClick={() => setDialog({ kind: 'tags', discipline: d })}
            >
              <Tags aria-hidden />
            </IconButton>
            <IconButton
              label={t('disciplines.duplicate', { name: d.name })}
              onClick={() => setDialog({ kind: 'duplicate', discipline: d })}
            >
              <Copy aria-hidden />
            </IconButton>
            {canOffer && d.type !== 'supplied' && (
              <IconButton
                label={t('disciplines.offer', { name: d.name })}
                onClick={() => setDialog({ kind: 'offer', discipline: d })}
              >
                <Send aria-hidden />
              </IconButton>
            )}
          </>
        )}
        {canDelete && (
          <IconButton
            tone="danger"
            label={t('disciplines.delete', { name: d.name })}
            onClick={() => setDialog({ kind: 'delete', discipline: d })}
          >
            <Trash2 aria-hidden />
          </IconButton>
        )}
      </>
    );
  };

  const tagId = list.params['tags_ids[]']?.[0];
  const filtersActive = tagId !== undefined || list.params.type !== undefined || list.params.supplier_id !== undefined;

  return (
    <>
      <PageHeader
        title={scope === 'mine' ? t('disciplines.myHeading') : t('disciplines.heading')}
        subtitle={scope === 'mine' ? t('disciplines.mySubtitle') : t('disciplines.subtitle')}
        actions={
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
            <SearchBox
              id="discipline-search"
              label={t('disciplines.search')}
              placeholder={t('disciplines.searchPlaceholder')}
              value={search}
              onSearch={(next) => void list.setParams({ search: next })}
            />
            {(canManageTags || canCreate || canReviewOffers) && (
              // Side by side even on a phone: full-width rows would push the catalogue down.
              <div className="flex flex-wrap gap-3 *:flex-1 sm:*:flex-none">
                {canReviewOffers && (
                  <LinkButton variant="secondary" to="/my-disciplines" icon={<Inbox className="size-4" aria-hidden />}>
                    {t('disciplines.offers')}
                  </LinkButton>
                )}
                {canManageTags && (
                  <Button
                    variant="secondary"
                    icon={<Tags className="size-4" aria-hidden />}
                    onClick={() => setDialog({ kind: 'manage-tags' })}
                  >
                    {t('disciplines.tags.manage')}
                  </Button>
                )}
                {canCreate && (
                  <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
                    {t('disciplines.create')}
                  </Button>
                )}
              </div>
            )}
          </div>
        }
      />
      {scope === 'mine' && <ActiveWarnings />}
      {scope === 'mine' && <LandingWidgets />}
      {staff && (
        <div
          role="group"
          aria-label={t('disciplines.filters')}
          className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex lg:items-end"
        >
          {tags.data && (
            <SelectField
              label={t('disciplines.tagFilter')}
              className="lg:w-56"
              value={tagId ?? ''}
              onChange={(e) => void list.setParams({ 'tags_ids[]': e.target.value ? [Number(e.target.value)] : undefined })}
            >
              <option value="">{t('disciplines.allTags')}</option>
              {tags.data.data.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField
            label={t('disciplines.typeFilter')}
            className="lg:w-48"
            value={list.params.type ?? ''}
            onChange={(e) => void list.setParams({ type: (e.target.value || undefined) as Discipline['type'] | undefined })}
          >
            <option value="">{t('disciplines.allTypes')}</option>
            <option value="own">{t('disciplines.typeOwn')}</option>
            <option value="supplied">{t('disciplines.typeSupplied')}</option>
          </SelectField>
          {suppliers.data && (
            <SelectField
              label={t('disciplines.supplierFilter')}
              className="lg:w-64"
              value={list.params.supplier_id ?? ''}
              onChange={(e) => void list.setParams({ supplier_id: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t('disciplines.allSuppliers')}</option>
              {suppliers.data.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
          )}
          {filtersActive && (
            <Button
              variant="ghost"
              onClick={() => void list.setParams({ 'tags_ids[]': undefined, type: undefined, supplier_id: undefined })}
            >
              {t('disciplines.clearFilters')}
            </Button>
          )}
        </div>
      )}
      <ListView
        list={list}
        count={(count) => t('disciplines.count', { count })}
        empty={
          <EmptyState icon={<BookOpen className="size-7" aria-hidden />} title={t('disciplines.emptyTitle')}>
            {scope === 'mine' ? t('disciplines.emptyMy') : t('disciplines.emptyAll')}
          </EmptyState>
        }
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('disciplines.emptySearchTitle')}>
            {search ? t('disciplines.emptySearch', { search }) : t('disciplines.emptyFiltered')}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul
            className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
            aria-label={t('disciplines.heading')}
          >
            {rows.map((d) => (
              <li key={d.id} className="flex">
                <DisciplineCard
                  discipline={d}
                  showProgress={scope === 'mine' && can(user.type, 'disciplines:progress')}
                  actions={actionsFor(d)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>

      {dialog?.kind === 'create' && <DisciplineFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <DisciplineFormModal discipline={dialog.discipline} onClose={close} />}
      {dialog?.kind === 'tags' && <DisciplineTagsModal discipline={dialog.discipline} onClose={close} />}
      {dialog?.kind === 'manage-tags' && <TagManagerModal onClose={close} />}
      {dialog?.kind === 'offer' && <OfferModal discipline={dialog.discipline} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('disciplines.deleteTitle')}
        message={dialog?.kind === 'delete' ? t('disciplines.deleteConfirm', { name: dialog.discipline.name }) : ''}
        confirmLabel={t('common.delete')}
        cancelLabel={t('app.cancel')}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && !remove.isPending && remove.mutate(dialog.discipline)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'duplicate'}
        title={t('disciplines.duplicateTitle')}
        message={dialog?.kind === 'duplicate' ? t('disciplines.duplicateConfirm', { name: dialog.discipline.name }) : ''}
        confirmLabel={t('disciplines.duplicateAction')}
        cancelLabel={t('app.cancel')}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'duplicate' && !duplicate.isPending && duplicate.mutate(dialog.discipline)}
      />
    </>
  );
}
