import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, ExternalLink, Link2 } from 'lucide-react';
import { linkedInAddToProfileUrl } from '@trilha/shared/gamification';
import { Button } from '../../ui/Button.tsx';
import { cx } from '../../ui/cx.ts';

const linkBase = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors';
const linkClass = `${linkBase} bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`;
// LinkedIn's own blue (its brand colour), white text: contrast 5.7:1.
const linkedInClass = `${linkBase} bg-[#0a66c2] text-white hover:bg-[#004182]`;

/**
 * Sharing an award: its public page, copying its link, and LinkedIn's "Add to profile" form filled
 * with the certification (lib: packages/shared/src/gamification/share.ts). The copy result is announced
 * (aria-live); where the clipboard is refused, the link stays selectable in its field.
 */
export function ShareActions({
  award,
  compact = false,
}: {
  award: { url: string; name: string; organization: string; awardedAt: string };
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const fieldId = useId();
  const id = award.url.split('/').pop() ?? award.url;
  const linkedIn = linkedInAddToProfileUrl({ ...award, id });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(award.url);
      setStatus('copied');
    } catch {
      setStatus('failed');
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className={cx('w-full', compact ? 'space-y-2' : 'space-y-3')}>
      {!compact && (
        <div>
          <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('badges.publicLink')}
          </label>
          <input
            id={fieldId}
            readOnly
            value={award.url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700"
          />
        </div>
      )}
      {compact && <input id={fieldId} readOnly value={award.url} className="sr-only" tabIndex={-1} aria-hidden />}
      <div className={cx('flex gap-2', compact ? 'flex-col' : 'flex-wrap')}>
        {compact && (
          <a
            href={award.url}
            target="_blank"
            rel="noopener"
            className={linkClass}
            aria-label={t('badges.publicPageLabel', { name: award.name })}
          >
            <Link2 className="size-4" aria-hidden />
            {t('badges.publicPage')}
          </a>
        )}
        <Button
          variant="secondary"
          icon={<Copy className="size-4" aria-hidden />}
          aria-label={t('badges.copyLinkLabel', { name: award.name })}
          onClick={() => void copy()}
        >
          {t('badges.copyLink')}
        </Button>
        <a
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          className={linkedInClass}
          aria-label={t('badges.linkedInLabel', { name: award.name })}
        >
          <ExternalLink className="size-4" aria-hidden />
          {t('badges.linkedIn')}
        </a>
      </div>
      <p aria-live="polite" className={cx('text-sm', status === 'failed' ? 'text-red-700' : 'text-emerald-700')}>
        {status === 'copied' ? t('badges.linkCopied') : status === 'failed' ? t('badges.copyFailed') : ''}
      </p>
    </div>
  );
}
