import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, GripHorizontal, X } from 'lucide-react';
import { UI } from '@trilha/shared/kernel';
import { IconButton } from '../../../ui/IconButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMediaQuery } from '../../../shell/use-media-query.ts';
import { notify } from '../../../lib/toast.ts';
import { cx } from '../../../ui/cx.ts';
import { downloadFile, saveBlob } from '../../../lib/transfer.ts';
import { useFileBlob } from './use-file-blob.ts';

/** 001 §9: the player's speeds, in the order the spec lists them. */
export const AUDIO_SPEEDS = [2, 1.5, 1, 0.5] as const;

// One download at a time across every player of the page (001 §4): a second one while the first
// runs is refused with 'Aguarde o Download Anterior!'.
let downloading = false;

export async function downloadOnce(
  url: string,
  name: string,
  t: (k: 'messages.materialAudioDownloadBusy' | 'messages.materialAudioDownloadDone' | 'materials.errors.download') => string,
) {
  if (downloading) {
    notify.error(t('messages.materialAudioDownloadBusy'));
    return;
  }
  downloading = true;
  try {
    saveBlob(await downloadFile(url), name);
    notify.success(t('messages.materialAudioDownloadDone'));
  } catch {
    notify.error(t('materials.errors.download'));
  } finally {
    downloading = false;
  }
}

/**
 * The audio player of a material item (001 §2): play/pause and seek from the browser's own controls,
 * the spec's four speeds and a download. From 1024 px up it floats and can be dragged by its handle
 * (pointer events, so mouse, pen and touch) or moved with the arrow keys on the handle; below that it
 * is docked above the bottom bar, where dragging would fight with scrolling. It stays open while
 * the person keeps studying the page (one player at a time, owned by the page).
 */
export function AudioPlayer({ url, name, onClose }: { url: string; name: string; onClose?: () => void }) {
  const { t } = useTranslation();
  const draggable = useMediaQuery(`(min-width: ${UI.narrowBreakpointPx}px)`);
  const audio = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState<number>(1);
  const [pos, setPos] = useState({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number; px: number; py: number } | null>(null);
  const blob = useFileBlob(url);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed, blob.objectUrl]);

  const onPointerDown = (e: ReactPointerEvent) => {
    if (!draggable) return;
    drag.current = { x: e.clientX, y: e.clientY, px: pos.x, py: pos.y };
    (e.target as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    setPos({ x: d.px + e.clientX - d.x, y: d.py + e.clientY - d.y });
  };
  const endDrag = () => (drag.current = null);

  return (
    <section
      aria-label={t('materials.audio.player', { name })}
      className={cx(
        'rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200',
        // Narrow screens: docked above the bottom bar, full width; wide: floating, draggable.
        draggable ? 'fixed bottom-6 right-24 z-40 w-[26rem]' : 'fixed inset-x-3 bottom-24 z-40',
      )}
      style={draggable ? { transform: `translate(${pos.x}px, ${pos.y}px)` } : undefined}
    >
      <div className="mb-3 flex items-center gap-2">
        {draggable && (
          <button
            type="button"
            aria-label={t('materials.audio.move')}
            title={t('materials.audio.move')}
            className="grid size-9 cursor-grab touch-none place-items-center rounded-lg text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={(e) => {
              const step = e.shiftKey ? 50 : 10;
              const moves: Record<string, [number, number]> = {
                ArrowLeft: [-step, 0],
                ArrowRight: [step, 0],
                ArrowUp: [0, -step],
                ArrowDown: [0, step],
              };
              const m = moves[e.key];
              if (!m) return;
              e.preventDefault();
              setPos((p) => ({ x: p.x + m[0], y: p.y + m[1] }));
            }}
          >
            <GripHorizontal className="size-5" aria-hidden />
          </button>
        )}
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" title={name}>
          {name}
        </p>
        <IconButton
          label={t('materials.audio.download')}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void downloadOnce(url, name, t).finally(() => setBusy(false));
          }}
        >
          {busy ? <Spinner className="size-5" /> : <Download aria-hidden />}
        </IconButton>
        {onClose && (
          <IconButton label={t('materials.audio.close')} onClick={onClose}>
            <X aria-hidden />
          </IconButton>
        )}
      </div>
      {blob.objectUrl ? (
        <audio ref={audio} controls src={blob.objectUrl} className="w-full" aria-label={name}>
          {t('materials.audio.unsupported')}
        </audio>
      ) : blob.error ? (
        <p role="alert" className="text-sm text-red-700">
          {t('materials.errors.fileLoad')}
        </p>
      ) : (
        <div className="flex h-12 items-center justify-center">
          <Spinner label={t('materials.loadingFile')} />
        </div>
      )}
      <div role="group" aria-label={t('materials.audio.speed')} className="mt-3 flex items-center gap-2">
        <span aria-hidden className="text-xs font-medium text-slate-600">
          {t('materials.audio.speed')}
        </span>
        {AUDIO_SPEEDS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={speed === s}
            onClick={() => setSpeed(s)}
            className={cx(
              'min-h-9 min-w-12 rounded-lg px-2 text-sm font-semibold ring-1 ring-inset',
              speed === s
                ? 'bg-primary-600 text-on-primary ring-primary-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {`${String(s).replace('.', ',')}x`}
          </button>
        ))}
      </div>
    </section>
  );
}
