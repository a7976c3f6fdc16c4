import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, SearchX, Trash2, UserPlus, Users as UsersIcon, VenetianMask } from 'lucide-react';
import { USER_TYPES, type UserType } from '@trilha/shared/kernel';
import type { User } from '@trilha/shared/users';
import { queryClient } from '../../app/query-client.ts';
import { useList } from '../../lib/list/use-list.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { formatDate } from '../../lib/format.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { DataTable, type Column } from '../../ui/list/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { IconLink, LinkButton } from '../../ui/LinkButton.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useStartAccessAs } from '../access-as/public.ts';
import { deleteUser, usersList } from './api.ts';
import { assignableTypes, userErrorMessage, userRowActions } from './user-rules.ts';
import { EditUserModal } from './EditUserModal.tsx';

/** The route's permission (users:list) is checked by the app; this loads the page in the URL. */
export async function usersLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(usersList.queryFor(request.url));
  return null;
}

export function UsersPage() {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const list = useList(usersList);
  const qc = useQueryClient();
  const accessAs = useStartAccessAs();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const canCreate = assignableTypes(s.user.type).length > 0;
  const impersonating = !!s.impersonator;
  const role = list.params.role?.[0] ?? '';

  const remove = useMutation({
    mutationFn: (u: User) => deleteUser(u.id),
    onSuccess: async (r) => {
      notify.success(r.message);
      setDeleting(null);
      await list.afterRemove();
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (e) => {
      setDeleting(null);
      notify.error(userErrorMessage('delete', e));
    },
  });

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
          <IconLink to={`/users/${u.id}/change-password`} label={t('users.changePassword', { name: u.name })}>
            <KeyRound aria-hidden />
          </IconLink>
        )}
        {a.delete && (
          <IconButton tone="danger" label={t('users.delete', { name: u.name })} onClick={() => setDeleting(u)}>
            <Trash2 aria-hidden />
          </IconButton>
        )}
      </div>
    );
  };

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: t('users.name'),
      rowHeader: true,
      // GET /users answers by name (list-users.ts orders by name, then id).
      sorted: 'ascending',
      cell: (u) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar user={u} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">
              {u.name}
              {u.id === s.user.id && <span className="ml-2 text-xs font-medium text-slate-500">{t('users.you')}</span>}
              {u.shared && (
                <span
                  className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                  title={t('users.sharedHint')}
                >
                  {t('users.sharedBadge')}
                </span>
              )}
            </p>
            <p className="truncate text-slate-600">{u.email}</p>
          </div>
        </div>
      ),
    },
    { key: 'role', header: t('users.role'), cell: (u) => <RoleBadge type={u.type} /> },
    { key: 'responsible', header: t('users.responsible'), from: 'xl', cell: (u) => u.user_responsible?.name ?? '—' },
    { key: 'created', header: t('users.createdAt'), from: 'lg', cell: (u) => formatDate(u.created_at) },
    { key: 'actions', header: t('common.actions'), hideHeader: true, align: 'end', cell: actionsFor },
  ];

  return (
    <>
      <PageHeader
        title={t('users.heading')}
        subtitle={t('users.subtitle')}
        actions={
          canCreate && (
            <LinkButton to="/users/create" icon={<UserPlus className="size-4" aria-hidden />}>
              {t('users.create')}
            </LinkButton>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          id="user-search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={list.params.search ?? ''}
          onSearch={(search) => void list.setParams({ search })}
        />
        <SelectField
          label={t('users.roleFilter')}
          hideLabel
          value={role}
          onChange={(e) => void list.setParams({ role: e.target.value ? [e.target.value as UserType] : undefined })}
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

      <ListView
        list={list}
        count={(count) => t('users.count', { count })}
        empty={
          <EmptyState icon={<UsersIcon className="size-7" aria-hidden />} title={t('users.emptyTitle')}>
            {t('users.empty')}
          </EmptyState>
        }
        emptyFiltered={
          <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('users.emptySearchTitle')}>
            {t('users.emptySearch')}
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('users.heading')}
            rows={rows}
            rowKey={(u) => u.id}
            columns={columns}
            card={(u) => (
              <>
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
              </>
            )}
          />
        )}
      </ListView>

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
