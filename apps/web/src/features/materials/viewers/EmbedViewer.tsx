import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one https src of the server-sanitised iframe code (the API keeps a single allow-listed
 * <iframe> with an https src). Read with the browser's parser, never injected as HTML: the page
 * builds its own iframe from the src, so nothing else in the code can reach the DOM.
 */
export function embedSrc(code: string): string | null {
  const doc = new DOMParser().parseFromString(code, 'text/html');
  const frames = doc.querySelectorAll('iframe');
  if (frames.length !== 1) return null;
  const src = frames[0]!.getAttribute('src') ?? '';
  try {
    const u = new URL(src);
    return u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * An iframe item in a sandboxed container: scripts run (video players need them) but the frame
 * cannot navigate this page, open modals on it or submit to it (no allow-top-navigation,
 * allow-modals, allow-forms).
 */
export function EmbedViewer({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation();
  const src = useMemo(() => embedSrc(code), [code]);
  if (!src)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {t('materials.errors.embed')}
      </p>
    );
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
      <iframe
        title={title}
        src={src}
        className="absolute inset-0 size-full"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
