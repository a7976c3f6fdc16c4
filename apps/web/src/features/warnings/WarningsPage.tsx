import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, ChevronRight, Megaphone, Pencil, Plus, SearchX, Trash2, Undo2 } from 'lucide-react';
import { PAGE_SIZE, can } from '@trilha/shared/kernel';
import type { Warning, WarningPage } from '@trilha/shared/warnings';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { useMediaQuery } from '../../shell/use-media-query.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { FilterTabs } from '../../ui/list/FilterTabs.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { cx } from '../../ui/cx.ts';
import { fetchWarnings, warningsList } from './api.ts';
import { WarningFormModal } from './WarningFormModal.tsx';
import { WarningDetailModal } from './WarningDetailModal.tsx';
import { WarningBadges, WarningImage, WarningMeta } from './WarningParts.tsx';
import { useWarningActions } from './use-warning-actions.ts';
import { useWarningsLive } from './use-warnings-live.ts';
import { canLoadMore } from './load-more.ts';

/** /notes' loader: the first page of the URL's filters (30, newest first); the phone list starts from it too. */
export async function warningsLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(warningsList.queryFor(request.url));
  return null;
}

/** Phones get the spec's mobile list (001 §2, §9): 30 at a time, load-more, a detail modal. */
const PHONE = '(max-width: 767px)';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete' | 'detail'; id: number } | null;

/**
 * Warning View (/notes, 001 §2): the company's alerts. Everyone reads the active ones and keeps
 * their own read state (001 §4); staff also see inactive ones and create, edit and remove them.
 */
export function WarningsPage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const list = useList(warningsList);
  useWarningsLive();
  const phone = useMediaQuery(PHONE);
  const manage = can(user.type, 'warnings:manage');
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useWarningActions();
  const close = () => setDialog(null);
  const status = list.params.status ?? 'all';

  // The phone list keeps the URL's search and status and grows by pages of 30 from its first one.
  const feed = useInfiniteQuery({
    queryKey: ['warnings', 'feed', list.params.search ?? '', list.params.status ?? ''],
    queryFn: ({ pageParam, signal }) =>
      fetchWarnings(
        { page: pageParam, per_page: PAGE_SIZE.alertsMobile, search: list.params.search, status: list.params.status },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: WarningPage) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    initialData: list.params.page === 1 ? { pages: [list.page], pageParams: [1] } : undefined,
    enabled: phone,
  });
  const feedRows = feed.data?.pages.flatMap((p) => p.data) ?? [];

  const rows: Warning[] = phone ? feedRows : list.rows;
  const current = dialog && dialog.kind !== 'create' ? rows.find((w) => w.id === dialog.id) : undefined;

  const readButton = (w: Warning) => (
    <Button
      variant="secondary"
      className="min-h-10"
      icon={w.is_read ? <Undo2 className="size-4" aria-hidden /> : <Check className="size-4" aria-hidden />}
      // Named by its visible words; which alert it is for is the card's title, tied as its description.
      aria-describedby={`warning-${w.id}`}
      onClick={() => actions.setRead(w, !w.is_read)}
    >
      {w.is_read ? t('warnings.markUnread') : t('warnings.markRead')}
    </Button>
  );

  const empty = (
    <EmptyState icon={<Megaphone className="size-7" aria-hidden />} title={t('warnings.emptyTitle')}>
      {manage ? t('warnings.emptyStaff') : t('warnings.empty')}
    </EmptyState>
  );
  const emptyFiltered = (
    <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('warnings.emptySearchTitle')}>
      {t('warnings.emptySearch')}
    </EmptyState>
  );

  return (
    <>
      <PageHeader
        title={t('warnings.heading')}
        subtitle={manage ? t('warnings.staffSubtitle') : t('warnings.subtitle')}
        actions={
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
            <SearchBox
              id="warning-search"
              label={t('warnings.search')}
              placeholder={t('warnings.searchPlaceholder')}
              value={list.params.search ?? ''}
              onSearch={(search) => void list.setParams({ search })}
            />
            {manage && (
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
                {t('warnings.create')}
              </Button>
            )}
          </div>
        }
      />
      {manage && (
        <div className="mb-5">
          <FilterTabs
            label={t('warnings.statusFilter')}
            current={status}
            options={[
              { value: 'all', label: t('warnings.all') },
              { value: 'active', label: t('warnings.active') },
              { value: 'inactive', label: t('warnings.inactive') },
            ]}
            hrefFor={(v) => list.hrefFor({ status: v === 'all' ? undefined : v, page: 1 })}
          />
        </div>
      )}

      {phone ? (
        <section aria-label={t('warnings.heading')}>
          <p role="status" className="mb-3 text-sm font-medium text-slate-600">
            {t('warnings.count', { count: list.page.meta.total })}
            {/* The unread count is the company's, whatever the filters: shown with the whole list only. */}
            {!list.filtered &&
              list.page.meta.total_unread_warnings > 0 &&
              ` · ${t('warnings.unreadCount', { count: list.page.meta.total_unread_warnings })}`}
          </p>
          {feedRows.length === 0 ? (
            list.filtered ? (
              emptyFiltered
            ) : (
              empty
            )
          ) : (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
              {feedRows.map((w) => (
                <li key={w.id}>
                  <button
                    type="button"
                    onClick={() => setDialog({ kind: 'detail', id: w.id })}
                    className="flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
                  >
                    <span
                      className={cx('size-2.5 shrink-0 rounded-full', w.is_read ? 'bg-transparent' : 'bg-primary-600')}
                      aria-hidden
                    />
                    <span className="min-w-0 flex-1">
                      <span className={cx('block truncate text-slate-900', !w.is_read && 'font-semibold')}>{w.title}</span>
                      <span className="mt-0.5 flex items-center gap-2 text-sm text-slate-600">
                        <time dateTime={w.created_at}>{formatDate(w.created_at)}</time>
                        {w.status === 'inactive' && <span>· {t('warnings.statusInactive')}</span>}
                        {!w.is_read && <span className="sr-only">{t('warnings.unread')}</span>}
                      </span>
                    </span>
                    <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {canLoadMore(feedRows.length, feed.data?.pages.length ?? 1) && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                loading={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
                className="w-full sm:w-auto"
              >
                {t('warnings.loadMore')}
              </Button>
            </div>
          )}
        </section>
      ) : (
        <ListView list={list} count={(count) => t('warnings.count', { count })} empty={empty} emptyFiltered={emptyFiltered}>
          {(page) => (
            <ul className="space-y-4" aria-label={t('warnings.heading')}>
              {page.map((w) => (
                <li key={w.id}>
                  <article
                    aria-labelledby={`warning-${w.id}`}
                    className={cx(
                      'flex gap-5 rounded-2xl border bg-white p-5 shadow-xs',
                      w.is_read ? 'border-slate-200' : 'border-primary-300',
                    )}
                  >
                    <WarningImage warning={w} className="hidden size-28 shrink-0 md:block" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <h2 id={`warning-${w.id}`} className="text-lg font-semibold text-slate-900">
                            <button
                              type="button"
                              className="text-left hover:underline"
                              onClick={() => setDialog({ kind: 'detail', id: w.id })}
                            >
                              {w.title}
                            </button>
                          </h2>
                          <WarningMeta warning={w} />
                        </div>
                        <WarningBadges warning={w} />
                      </div>
                      <p className="mt-3 line-clamp-4 whitespace-pre-line break-words text-slate-800">{w.text}</p>
                      <div className="mt-4 flex flex-wrap items-center gap-2">
                        {readButton(w)}
                        {manage && (
                          <>
                            <IconButton
                              label={t('warnings.edit', { title: w.title })}
                              onClick={() => setDialog({ kind: 'edit', id: w.id })}
                            >
                              <Pencil aria-hidden />
                            </IconButton>
                            <IconButton
                              tone="danger"
                              label={t('warnings.delete', { title: w.title })}
                              onClick={() => setDialog({ kind: 'delete', id: w.id })}
                            >
                              <Trash2 aria-hidden />
                            </IconButton>
                          </>
                        )}
                      </div>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </ListView>
      )}

      {dialog?.kind === 'create' && <WarningFormModal onClose={close} />}
      {dialog?.kind === 'edit' && current && <WarningFormModal warning={current} onClose={close} />}
      {dialog?.kind === 'detail' && current && (
        <WarningDetailModal
          warning={current}
          onClose={close}
          onEdit={manage ? () => setDialog({ kind: 'edit', id: current.id }) : undefined}
          onRemove={manage ? () => setDialog({ kind: 'delete', id: current.id }) : undefined}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete' && !!current}
        title={t('warnings.deleteTitle')}
        message={dialog?.kind === 'delete' && current ? t('warnings.deleteConfirm', { title: current.title }) : ''}
        confirmLabel={t('warnings.deleteAction')}
        cancelLabel={t('app.cancel')}
        onCancel={close}
        onConfirm={() => {
          if (!current || actions.remove.isPending) return;
          actions.remove.mutate(current, {
            onSettled: close,
            onSuccess: () => void list.afterRemove(),
          });
        }}
      />
    </>
  );
}
