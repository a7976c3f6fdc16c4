import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import { useRequiredSession } from '../../lib/session.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { ComingSoonPage } from '../upcoming/ComingSoonPage.tsx';

/** Profile View comes in a later issue; until then its page leads to the user's own Profile Settings. */
export function ProfileComingSoonPage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const own = Number(useParams().id) === user.id;
  return (
    <>
      <ComingSoonPage title={t('profileSettings.titles.view')} />
      {own && (
        <div className="mt-6 flex justify-center">
          <LinkButton to={`/profile/${user.id}/settings`} icon={<Settings className="size-4" aria-hidden />}>
            {t('profileSettings.open')}
          </LinkButton>
        </div>
      )}
    </>
  );
}
