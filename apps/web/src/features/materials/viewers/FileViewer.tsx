import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { saveBlob } from '../../../lib/transfer.ts';
import { useFileBlob } from './use-file-blob.ts';

export type FileKind = 'pdf' | 'docx' | 'txt';

/**
 * A file item, read in the page (000 §1: pdf, docx, txt): the bytes come from the download route
 * with the session's token, then
 * - pdf: the browser's own viewer in an <iframe> on a blob: URL (typed application/pdf);
 * - docx: mammoth's HTML, sanitised, loaded on first use (docx-to-html.ts);
 * - txt: the text as text (never as HTML).
 * A download button saves the original either way.
 */
export function FileViewer({ url, name, kind }: { url: string; name: string; kind: FileKind }) {
  const { t } = useTranslation();
  const file = useFileBlob(url);
  const [content, setContent] = useState<{ html?: string; text?: string; pdfUrl?: string; error?: boolean } | null>(null);

  useEffect(() => {
    const blob = file.blob;
    if (!blob) return;
    let live = true;
    let pdfUrl: string | null = null;
    if (kind === 'pdf') {
      // Typed explicitly: the viewer only opens a blob whose type says PDF.
      pdfUrl = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
      setContent({ pdfUrl });
    } else if (kind === 'docx') {
      import('./docx-to-html.ts')
        .then(({ docxToHtml }) => docxToHtml(blob))
        .then(
          (html) => live && setContent({ html }),
          (e: unknown) => {
            console.error('docx rendering failed', e);
            if (live) setContent({ error: true });
          },
        );
    } else {
      blob.text().then((text) => live && setContent({ text }));
    }
    return () => {
      live = false;
      if (pdfUrl) URL.revokeObjectURL(pdfUrl);
      setContent(null);
    };
  }, [file.blob, kind]);

  if (file.error || content?.error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {t('materials.errors.fileLoad')}
      </p>
    );
  if (!content)
    return (
      <div className="grid h-64 place-items-center">
        <Spinner label={t('materials.loadingFile')} />
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          icon={<Download className="size-4" aria-hidden />}
          onClick={() => file.blob && saveBlob(file.blob, name)}
        >
          {t('materials.downloadFile')}
        </Button>
      </div>
      {content.pdfUrl && (
        <iframe title={name} src={content.pdfUrl} className="h-[70vh] w-full rounded-lg border border-slate-200 bg-slate-50" />
      )}
      {content.html !== undefined && (
        <article
          aria-label={name}
          className="docx-content max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white p-6 text-slate-800 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_img]:max-w-full [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mb-3 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_ul]:list-disc"
          // Sanitised by DOMPurify in docx-to-html.ts.
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      )}
      {content.text !== undefined && (
        <pre
          aria-label={name}
          tabIndex={0}
          className="max-h-[70vh] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-800"
        >
          {content.text}
        </pre>
      )}
    </div>
  );
}
