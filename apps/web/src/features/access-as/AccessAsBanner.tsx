import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, House, LogIn, LogOut } from 'lucide-react';
import { useSession } from '../../lib/session.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Button } from '../../ui/Button.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { useExitAccessAs } from './use-access-as.ts';

/**
 * While viewing as another user (001 §2): a strip above the header saying whose account this is and
 * who opened it, with the way out. Above 1024 px it reads in full on one line; at 1024 px and below
 * it is one short line and a compact button. The exit modal offers Login or the landing page.
 */
export function AccessAsBanner() {
  const { t } = useTranslation();
  const s = useSession();
  const { backHome, backToLogin } = useExitAccessAs();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'home' | 'login' | null>(null);
  if (!s?.impersonator) return null;

  const run = (which: 'home' | 'login') => async () => {
    setBusy(which);
    try {
      await (which === 'home' ? backHome() : backToLogin());
      setOpen(false);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <section aria-label={t('accessAs.region')} className="bg-slate-900 text-white" data-testid="access-as-banner">
        <div className="flex min-h-12 items-center gap-3 px-4 py-2 sm:px-6">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary-500 text-on-secondary" aria-hidden>
            <Eye className="size-4" />
          </span>
          <p className="min-w-0 flex-1 text-sm">
            <span className="hidden wide:inline">
              {t('accessAs.viewingAs')} <strong className="font-semibold">{s.user.name}</strong>{' '}
              <span className="text-slate-300">({t(`roles.${s.user.type}`)})</span>
              <span className="mx-2 text-slate-500" aria-hidden>
                ·
              </span>
              <span className="text-slate-300">{t('accessAs.openedBy', { name: s.impersonator.user.name })}</span>
            </span>
            <span className="block truncate wide:hidden">
              {t('accessAs.viewingAsShort')} <strong className="font-semibold">{s.user.name}</strong>
            </span>
          </p>
          <span className="hidden items-center gap-2 wide:flex" aria-hidden>
            <Avatar user={s.user} className="size-8 text-xs ring-2 ring-white/30" />
          </span>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            <LogOut className="size-4" aria-hidden />
            <span className="hidden wide:inline">{t('accessAs.exit')}</span>
            <span className="wide:hidden">{t('accessAs.exitShort')}</span>
          </button>
        </div>
      </section>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('accessAs.exitTitle')}
        footer={
          <>
            <Button
              variant="secondary"
              icon={<LogIn className="size-4" aria-hidden />}
              loading={busy === 'login'}
              disabled={busy !== null}
              onClick={run('login')}
            >
              {t('accessAs.backToLogin')}
            </Button>
            <Button
              icon={<House className="size-4" aria-hidden />}
              loading={busy === 'home'}
              disabled={busy !== null}
              onClick={run('home')}
            >
              {t('accessAs.backHome')}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{t('accessAs.exitBody', { name: s.user.name, impersonator: s.impersonator.user.name })}</p>
      </Modal>
    </>
  );
}
