import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { ScormCmi, ScormLaunch } from '@trilha/shared/scorm';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { launchScorm, saveScormCmi, saveScormCmiOnExit } from './api.ts';
import { FINISH_EVENTS, SAVE_EVENTS, committedCmi, initialCmi, reopenSession, startScormRuntime } from './runtime.ts';

export type ScormProgress = { material_progress: number | null; discipline_progress: number | null };

export type ScormPlayerProps = {
  /** The SCORM material item to play. */
  materialItemId: number;
  /** Called once a commit completes the item (it is then marked done), with the progress the API answered. */
  onCompleted?: (progress: ScormProgress) => void;
  /** Called when the package opens: its title, discipline and SCORM edition (for a heading, a way back). */
  onReady?: (info: { title: string; discipline_id: number; version: ScormLaunch['version'] }) => void;
  /** Extra classes for the outer box (e.g. a height in a viewer panel); the frame fills it. */
  className?: string;
};

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; launch: ScormLaunch };

/**
 * Plays a SCORM 1.2 or 2004 item: asks the API for a launch (player URL on the content origin and
 * the learner's saved data), starts scorm-again's API here with that data, frames the player page,
 * and saves the data on every commit and when the package ends (and, if unsaved, when leaving).
 * The package never runs on this origin: it reaches the API only through CrossFrameLMS, which
 * answers the content origin alone (docs/learning-content.md "SCORM").
 */
export function ScormPlayer({ materialItemId, onCompleted, onReady, className }: ScormPlayerProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const user = useSession()?.user;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [completed, setCompleted] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [attemptKey, setAttemptKey] = useState(0);
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const userId = user?.id ?? 0;
  const userName = user?.name ?? '';

  useEffect(() => {
    const abort = new AbortController();
    let runtime: Awaited<ReturnType<typeof startScormRuntime>> | null = null;
    let lastSaved = '';
    let queue: Promise<unknown> = Promise.resolve();
    const current = (): ScormCmi | null => (runtime ? committedCmi(runtime.api.getFlattenedCMI()) : null);

    // Commits are saved one after another, in order; an unchanged one is not sent again.
    const save = () => {
      const cmi = current();
      const body = cmi && JSON.stringify(cmi);
      if (!cmi || body === lastSaved) return;
      lastSaved = body!;
      queue = queue.then(() =>
        saveScormCmi(materialItemId, cmi).then(
          (res) => {
            setSaveFailed(false);
            if (res.data.completed) setCompleted(true);
            if (res.material_progress !== null) {
              onCompletedRef.current?.({
                material_progress: res.material_progress,
                discipline_progress: res.discipline_progress,
              });
              // Progress shows on cards and lists: let them fetch it again.
              void qc.invalidateQueries();
            }
          },
          () => {
            lastSaved = '';
            setSaveFailed(true);
          },
        ),
      );
    };
    const onExit = () => {
      const cmi = current();
      if (cmi && JSON.stringify(cmi) !== lastSaved) saveScormCmiOnExit(materialItemId, cmi);
    };

    setState({ kind: 'loading' });
    launchScorm(materialItemId, abort.signal)
      .then(async (launch) => {
        const started = await startScormRuntime(
          launch.version,
          initialCmi(launch.version, launch.attempt.cmi, { id: userId, name: userName }),
          launch.content_origin,
        );
        if (abort.signal.aborted) return started.destroy();
        runtime = started;
        lastSaved = JSON.stringify(current());
        for (const event of SAVE_EVENTS[launch.version]) started.api.on(event, save);
        // Once the session's data is saved, be ready for the next page's Initialize.
        started.api.on(FINISH_EVENTS[launch.version], () =>
          window.setTimeout(() => reopenSession(started.api, launch.version, { id: userId, name: userName }), 0),
        );
        setCompleted(launch.attempt.completed);
        setState({ kind: 'ready', launch });
        onReadyRef.current?.({ title: launch.title, discipline_id: launch.discipline_id, version: launch.version });
      })
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        setState({ kind: 'error', message: e instanceof ApiError && e.serverMessage ? e.serverMessage : t('scorm.loadError') });
      });
    window.addEventListener('pagehide', onExit);
    return () => {
      abort.abort();
      window.removeEventListener('pagehide', onExit);
      save();
      runtime?.destroy();
    };
  }, [materialItemId, attemptKey, userId, userName, qc, t]);

  return (
    <section className={cx('flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white', className)}>
      {state.kind === 'ready' && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 text-sm text-slate-600">
          <span>{t('scorm.edition', { version: state.launch.version })}</span>
          <span
            role="status"
            className={cx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              completed ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
            )}
          >
            {t('scorm.status', { status: completed ? t('scorm.done') : t('scorm.inProgress') })}
          </span>
        </div>
      )}
      {saveFailed && (
        <div className="p-3">
          <Alert>{t('scorm.saveError')}</Alert>
        </div>
      )}
      {state.kind === 'loading' && (
        <div className="flex min-h-[20rem] flex-1 items-center justify-center gap-3 text-slate-600">
          <Spinner />
          <span>{t('scorm.loading')}</span>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="flex min-h-[20rem] flex-1 flex-col items-center justify-center gap-4 p-6">
          <Alert>{state.message}</Alert>
          <Button variant="secondary" onClick={() => setAttemptKey((k) => k + 1)}>
            {t('scorm.retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <iframe
          key={state.launch.launch_url}
          src={state.launch.launch_url}
          title={t('scorm.frameTitle', { title: state.launch.title })}
          // The package keeps its own origin (the content origin, not this one); it may run
          // scripts, forms, pop-ups and downloads, but never navigate this page.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads"
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          className="min-h-[28rem] w-full flex-1 border-0"
        />
      )}
    </section>
  );
}

export default ScormPlayer;
