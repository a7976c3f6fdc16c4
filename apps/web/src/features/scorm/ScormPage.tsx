import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LazyScormPlayer } from './lazy.ts';

/** A SCORM item on a page of its own (/scorm/{materialItemId}): the player, wide, with the way back. */
export function ScormPage() {
  const { t } = useTranslation();
  const id = Number(useParams().materialItemId);
  const [info, setInfo] = useState<{ title: string; discipline_id: number } | null>(null);
  return (
    <>
      {info && <BackLink to={`/discipline/${info.discipline_id}/materials`} label={t('scorm.back')} />}
      <PageHeader title={info?.title ?? t('scorm.titles.player')} />
      <Suspense fallback={<Spinner label={t('scorm.loading')} />}>
        <LazyScormPlayer key={id} materialItemId={id} onReady={setInfo} className="h-[75vh] min-h-[32rem]" />
      </Suspense>
    </>
  );
}
