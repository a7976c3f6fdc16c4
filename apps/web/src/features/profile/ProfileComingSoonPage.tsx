import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import { idSchema } from '@trilha/shared';
import { useRequiredSession } from '../../lib/session.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BadgesSection } from '../badges/BadgesSection.tsx';

/**
 * Profile View: the full profile (cards, followers) comes in a later issue. Until then it shows the
 * member's achievements ("Conquistas", where the badge toast leads) and, on one's own, the way to
 * Profile Settings.
 */
export function ProfileComingSoonPage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const id = idSchema.safeParse(useParams().id);
  const own = id.success && id.data === user.id;
  return (
    <>
      <PageHeader
        title={t('profileSettings.titles.view')}
        actions={
          own ? (
            <LinkButton to={`/profile/${user.id}/settings`} icon={<Settings className="size-4" aria-hidden />}>
              {t('profileSettings.open')}
            </LinkButton>
          ) : undefined
        }
      />
      {id.success && <BadgesSection userId={id.data} />}
    </>
  );
}
