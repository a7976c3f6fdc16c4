import { Suspense } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { scormItemQuery } from './api.ts';
import { LazyScormPlayer } from './lazy.ts';

/**
 * Loads the item before the page shows: its discipline is the page's (the way back, and the
 * sidebar's Turma and Notas); an item the user may not reach is Not Found.
 */
export async function scormPageLoader({ params }: LoaderFunctionArgs) {
  const id = Number(params.materialItemId);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  try {
    const item = await queryClient.ensureQueryData(scormItemQuery(id));
    return { disciplineId: item.discipline_id };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw redirect('/not-found');
    throw e;
  }
}

/** A SCORM item on a page of its own (/scorm/{materialItemId}): the player, wide, with the way back. */
export function ScormPage() {
  const { t } = useTranslation();
  const id = Number(useParams().materialItemId);
  const { data: item } = useSuspenseQuery(scormItemQuery(id));
  return (
    <>
      <BackLink to={`/discipline/${item.discipline_id}/materials`} label={t('scorm.back')} />
      <PageHeader title={item.title} />
      <Suspense fallback={<Spinner label={t('scorm.loading')} />}>
        <LazyScormPlayer key={id} materialItemId={id} className="h-[75vh] min-h-[32rem]" />
      </Suspense>
    </>
  );
}
