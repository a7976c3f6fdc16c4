import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import { useRequiredSession } from '../../lib/session.ts';
import { ComingSoonPage } from '../upcoming/ComingSoonPage.tsx';

/** Profile View comes in a later issue; until then its page leads to the user's own Profile Settings. */
export function ProfileComingSoonPage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const own = Number(useParams().id) === user.id;
  return (
    <>
      <ComingSoonPage title={t('titles.profile')} />
      {own && (
        <div className="mt-6 flex justify-center">
          <Link
            to={`/profile/${user.id}/settings`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-semibold text-on-primary shadow-sm hover:bg-primary-700"
          >
            <Settings className="size-4" aria-hidden />
            {t('profileSettings.open')}
          </Link>
        </div>
      )}
    </>
  );
}
