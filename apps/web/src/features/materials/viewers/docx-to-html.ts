// Loaded with import() by FileViewer the first time a .docx is opened: mammoth (~150 kB gzip) and
// DOMPurify are not part of the screen's chunk, let alone the sign-in page.
// mammoth's prebuilt browser bundle: its package "main" is the Node build (which wants zlib streams).
import mammoth from 'mammoth/mammoth.browser.min.js';
import DOMPurify from 'dompurify';

/**
 * A .docx as HTML: mammoth maps Word styles to plain elements; the result is sanitised before it
 * reaches the DOM, since the document comes from whoever uploaded it (images become data: URLs,
 * which DOMPurify keeps on <img>; scripts, handlers and forms are dropped).
 */
export async function docxToHtml(blob: Blob): Promise<string> {
  const { value } = await mammoth.convertToHtml({ arrayBuffer: await blob.arrayBuffer() });
  return DOMPurify.sanitize(value, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
