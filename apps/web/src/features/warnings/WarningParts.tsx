import { useTranslation } from 'react-i18next';
import type { Warning } from '@trilha/shared/warnings';
import { formatDateTime } from '../../lib/format.ts';
import { cx } from '../../ui/cx.ts';

/** "Publicado em 26/11/2026 09:30 por Fulana": when and by whom. */
export function WarningMeta({ warning }: { warning: Warning }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-600">
      <time dateTime={warning.created_at}>{t('warnings.publishedAt', { date: formatDateTime(warning.created_at) })}</time>
      {warning.author && <> {t('warnings.by', { name: warning.author.name })}</>}
    </p>
  );
}

/** The small badges of an alert: unread for its reader, inactive for staff. */
export function WarningBadges({ warning }: { warning: Warning }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {!warning.is_read && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
          <span className="size-2 rounded-full bg-primary-600" aria-hidden />
          {t('warnings.unread')}
        </span>
      )}
      {warning.status === 'inactive' && (
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {t('warnings.statusInactive')}
        </span>
      )}
    </span>
  );
}

export function WarningImage({ warning, className }: { warning: Warning; className?: string }) {
  const { t } = useTranslation();
  if (!warning.image) return null;
  return (
    <img
      src={warning.image}
      alt={t('warnings.imageAlt', { title: warning.title })}
      loading="lazy"
      className={cx('rounded-xl border border-slate-200 bg-slate-50 object-cover', className)}
    />
  );
}
