import { lazy, Suspense, useState } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title.ts';
import { FileQuestion, FolderOpen, Plus } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import type { MaterialItem } from '@trilha/shared/materials';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { disciplineQuery, materialsQuery } from './api.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { TopicsSection } from './TopicsSection.tsx';
import { MaterialList } from './MaterialList.tsx';
import { ItemViewer } from './ItemViewer.tsx';
import { AudioPlayer } from './viewers/AudioPlayer.tsx';
import { useMaterialLive } from './use-material-live.ts';
import { SidePanels } from './SidePanels.tsx';
import { EvaluateMaterialsButton } from '../material-feedbacks/public.ts';
import type { StaffAction } from './staff/actions.ts';
import { itemKindOf } from './item-kinds.ts';

// Staff-only forms (materials, items, settings, import): their own chunk, never loaded for students.
const StaffDialogs = lazy(() => import('./staff/StaffDialogs.tsx'));

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw redirect('/not-found');
  return id;
};

/**
 * Loads the discipline and its materials before the screen shows (000 §2). A discipline the caller
 * may not read answers 404 (findReadableDiscipline: not enrolled, outside the window, another
 * company): that is the Not Found page, wherever the person came from.
 */
export async function disciplineMaterialLoader({ params }: LoaderFunctionArgs) {
  const id = idOf(params);
  try {
    await Promise.all([queryClient.ensureQueryData(disciplineQuery(id)), queryClient.ensureQueryData(materialsQuery(id))]);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw redirect('/not-found');
    throw e;
  }
  return null;
}

export function DisciplineMaterialPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const { user } = useRequiredSession();
  const { data: discipline } = useSuspenseQuery(disciplineQuery(id));
  const materials = useQuery(materialsQuery(id));
  const list = materials.data;
  const [open, setOpen] = useState<MaterialItem | null>(null);
  const [audio, setAudio] = useState<{ url: string; name: string } | null>(null);
  const [action, setAction] = useState<StaffAction | null>(null);
  const editable = discipline.isEditable;
  // Materials are written only under the company's materials licence (topics are the discipline's).
  const producing = discipline.canProduceMaterials;
  const tracksProgress = can(user.type, 'disciplines:progress');
  useMaterialLive(id);
  usePageTitle(discipline.name);

  // The open viewer follows the cached item (a mark, an unlock or a live change updates it).
  const openItem = open ? (list?.data.flatMap((m) => m.items).find((i) => i.id === open.id) ?? open) : null;
  const hasMaterials = (list?.data.length ?? 0) > 0;
  const progress = list?.discipline_progress ?? discipline.progress;

  return (
    <>
      <PageHeader
        eyebrow={t('materials.eyebrow')}
        title={discipline.name}
        subtitle={discipline.description ?? undefined}
        actions={
          <div className="flex flex-wrap gap-3">
            {/* The bank's entry for whoever may read it (questions:read), editors or not (issue 17). */}
            {can(user.type, 'questions:read') && (
              <LinkButton to={`/quizzes/${id}`} variant="secondary" icon={<FileQuestion className="size-4" aria-hidden />}>
                {t('materials.staff.questionBank')}
              </LinkButton>
            )}
            {editable ? (
              producing && (
                <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setAction({ kind: 'material' })}>
                  {t('materials.staff.newMaterial')}
                </Button>
              )
            ) : (
              // 000 §2: a student with materials sees it (the button decides by the policy and the list).
              <EvaluateMaterialsButton disciplineId={id} materials={list?.data ?? []} />
            )}
          </div>
        }
      />
      {editable && !producing && (
        <p role="note" className="mb-6 max-w-3xl rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('materials.staff.noLicence')}
        </p>
      )}
      {tracksProgress && (
        <div className="mb-8 max-w-xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <ProgressBar label={t('materials.progress')} value={progress} />
        </div>
      )}
      {/* Materials first (what a student came for); topics, forums and reviews beside them from 1280 px, below them under it. */}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="materials-heading">
            <h2 id="materials-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {t('materials.list.heading')}
            </h2>
            {materials.isError && (
              // A failed refresh (after a change or a live event) keeps the last list on screen.
              <div
                role="alert"
                className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
              >
                {t('messages.routeLoadError')}
                <Button variant="secondary" onClick={() => void materials.refetch()}>
                  {t('app.retry')}
                </Button>
              </div>
            )}
            {!list ? null : hasMaterials ? (
              <MaterialList
                disciplineId={id}
                materials={list.data}
                editable={producing}
                tracksProgress={tracksProgress}
                onOpen={(item) => {
                  // A kind may play in the floating player instead of the modal (audio).
                  const listen = itemKindOf(item).listen?.(item);
                  if (listen) setAudio(listen);
                  else setOpen(item);
                }}
                onAction={setAction}
              />
            ) : (
              <EmptyState icon={<FolderOpen className="size-7" aria-hidden />} title={t('materials.list.empty')}>
                {producing ? t('materials.list.emptyStaff') : t('materials.list.emptyStudent')}
              </EmptyState>
            )}
          </section>
        </div>
        <SidePanels disciplineId={id}>
          <TopicsSection
            disciplineId={id}
            editable={editable}
            canGenerateTopics={discipline.canGenerateTopics}
            onAction={setAction}
          />
        </SidePanels>
      </div>
      {openItem && (
        <ItemViewer
          disciplineId={id}
          item={openItem}
          tracksProgress={tracksProgress}
          onClose={() => setOpen(null)}
          onListen={(a) => setAudio(a)}
        />
      )}
      {audio && <AudioPlayer key={audio.url} url={audio.url} name={audio.name} onClose={() => setAudio(null)} />}
      {editable && action && (
        <Suspense fallback={null}>
          <StaffDialogs disciplineId={id} materials={list?.data ?? []} action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}
