import { useTranslation } from 'react-i18next';
import type { UserType } from '@trilha/shared/kernel';
import { cx } from './cx.ts';

// Fixed colours (not the tenant's) so roles read the same in every tenant; all AA on their tint.
const TONE: Record<UserType, string> = {
  admin: 'bg-purple-100 text-purple-900',
  manager: 'bg-sky-100 text-sky-900',
  supervisor: 'bg-teal-100 text-teal-900',
  client: 'bg-amber-100 text-amber-900',
  teacher: 'bg-rose-100 text-rose-900',
  tutor: 'bg-indigo-100 text-indigo-900',
  student: 'bg-slate-100 text-slate-800',
};

export function RoleBadge({ type }: { type: UserType }) {
  const { t } = useTranslation();
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[type])}>
      {t(`roles.${type}`)}
    </span>
  );
}
