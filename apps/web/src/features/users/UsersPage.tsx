import { useState } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, SearchX, Trash2, UserPlus, Users as UsersIcon, VenetianMask } from 'lucide-react';
import { USER_TYPES } from '@trilha/shared';
import { type User } from '@trilha/shared/users';
import { queryClient } from '../../app/query-client.ts';
import { guardLoader, requireRole } from '../../lib/route-loader.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { useStartAccessAs } from '../access-as/use-access-as.ts';
import { deleteUser, userListParams, usersQuery } from './api.ts';
import { userErrorMessage, userRowActions, canManageUser } from './user-rules.ts';
import { RoleBadge } from './RoleBadge.tsx';
import { EditUserModal } from './EditUserModal.tsx';

/** users:list (001 §1: staff see consumer-level lists); the sidebar shows it to admins and managers. */
export const USER_LIST_ROLES = ['admin', 'manager', 'supervisor', 'client'] as const;

export const usersLoader = guardLoader(async ({ request }: LoaderFunctionArgs) => {
  requireRole(USER_LIST_ROLES);
  await queryClient.ensureQueryData(usersQuery(userListParams(new URL(request.url).searchParams)));
  return null;
});

export function UsersPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = userListParams(searchParams);
  const { data: page } = useSuspenseQuery(usersQuery(params));
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/users';
  const qc = useQueryClient();
  const accessAs = useStartAccessAs();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const canCreate = USER_TYPES.some((type) => canManageUser(s.user.type, type));
  const impersonating = !!s.impersonator;

  const remove = useMutation({
    mutationFn: (u: User) => deleteUser(u.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      setDeleting(null);
      // The last row of a later page: step back a page instead of showing an empty one.
      if (page.data.length === 1 && params.page > 1) {
        const p = new URLSearchParams(searchParams);
        p.set('page', String(params.page - 1));
        await navigate({ search: p.toString() }, { replace: true });
      }
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (e) => {
      setDeleting(null);
      notify.error(userErrorMessage('delete', e));
    },
  });

  const setRole = (role: string) => {
    const p = new URLSearchParams(searchParams);
    p.delete('page');
    if (role) p.set('role', role);
    else p.delete('role');
    void navigate({ search: p.toString() }, { replace: true });
  };

  const actionsFor = (u: User) => {
    const a = userRowActions(s.user, u, impersonating);
    const pending = accessAs.isPending && accessAs.variables === u.id;
    return (
      <div className="flex items-center justify-end gap-0.5">
        {a.accessAs && (
          <IconButton
            label={t('users.accessAs', { name: u.name })}
            onClick={() => accessAs.mutate(u.id)}
            disabled={accessAs.isPending}
            aria-busy={pending || undefined}
          >
            {pending ? <Spinner className="size-5" /> : <VenetianMask aria-hidden />}
          </IconButton>
        )}
        {a.edit && (
          <IconButton label={t('users.edit', { name: u.name })} onClick={() => setEditing(u)}>
            <Pencil aria-hidden />
          </IconButton>
        )}
        {a.changePassword && (
          <Link
            to={`/users/${u.id}/change-password`}
            aria-label={t('users.changePassword', { name: u.name })}
            title={t('users.changePassword', { name: u.name })}
            className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <KeyRound className="size-5" aria-hidden />
          </Link>
        )}
        {a.delete && (
          <IconButton tone="danger" label={t('users.delete', { name: u.name })} onClick={() => setDeleting(u)}>
            <Trash2 aria-hidden />
          </IconButton>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={t('users.heading')}
        subtitle={t('users.subtitle')}
        actions={
          canCreate && (
            <Link
              to="/users/create"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-semibold text-on-primary shadow-sm hover:bg-primary-700"
            >
              <UserPlus className="size-4" aria-hidden />
              {t('users.create')}
            </Link>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          id="user-search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          initial={params.search}
        />
        <SelectField
          label={t('users.roleFilter')}
          hideLabel
          value={params.role}
          onChange={(e) => setRole(e.target.value)}
          className="w-full sm:w-56"
        >
          <option value="">{t('users.allRoles')}</option>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`roles.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p role="status" className="mb-4 text-sm font-medium text-slate-600">
        {t('users.count', { count: page.meta.total })}
      </p>

      <div className={cx('transition-opacity', loading && 'opacity-60')} aria-busy={loading || undefined}>
        {page.data.length === 0 ? (
          params.search || params.role ? (
            <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('users.emptySearchTitle')}>
              {t('users.emptySearch')}
            </EmptyState>
          ) : (
            <EmptyState icon={<UsersIcon className="size-7" aria-hidden />} title={t('users.emptyTitle')}>
              {t('users.empty')}
            </EmptyState>
          )
        ) : (
          <>
            {/* Wide screens: a table. */}
            <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('users.heading')}</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className="px-5 py-3">
                      {t('users.name')}
                    </th>
                    <th scope="col" className="px-3 py-3">
                      {t('users.role')}
                    </th>
                    <th scope="col" className="hidden px-3 py-3 xl:table-cell">
                      {t('users.responsible')}
                    </th>
                    <th scope="col" className="hidden px-3 py-3 lg:table-cell">
                      {t('users.createdAt')}
                    </th>
                    <th scope="col" className="px-5 py-3 text-right">
                      <span className="sr-only">{t('common.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {page.data.map((u) => (
                    <tr key={u.id} className="hover:bg-slate-50/60">
                      <td className="px-5 py-3">
                        <div className="flex min-w-0 items-center gap-3">
                          <Avatar user={u} />
                          <div className="min-w-0">
                            <p className="truncate font-semibold text-slate-900">
                              {u.name}
                              {u.id === s.user.id && (
                                <span className="ml-2 text-xs font-medium text-slate-500">{t('users.you')}</span>
                              )}
                            </p>
                            <p className="truncate text-slate-600">{u.email}</p>
                          </div>
                        </div>
                      </td>
                      <td className="px-3 py-3">
                        <RoleBadge type={u.type} />
                      </td>
                      <td className="hidden px-3 py-3 text-slate-700 xl:table-cell">{u.user_responsible?.name ?? '—'}</td>
                      <td className="hidden px-3 py-3 text-slate-700 lg:table-cell">{formatDate(u.created_at)}</td>
                      <td className="px-5 py-2">{actionsFor(u)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {/* Narrow screens: cards. */}
            <ul className="space-y-3 md:hidden" aria-label={t('users.heading')}>
              {page.data.map((u) => (
                <li key={u.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <div className="flex items-start gap-3">
                    <Avatar user={u} className="size-10" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-slate-900">{u.name}</p>
                      <p className="truncate text-sm text-slate-600">{u.email}</p>
                      <div className="mt-2">
                        <RoleBadge type={u.type} />
                      </div>
                    </div>
                  </div>
                  <div className="mt-2 border-t border-slate-100 pt-1">{actionsFor(u)}</div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Pagination meta={page.meta} />

      {editing && <EditUserModal user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('users.deleteTitle')}
        message={t('users.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={remove.isPending ? t('common.deleting') : t('common.delete')}
        cancelLabel={t('app.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting)}
      />
    </>
  );
}
