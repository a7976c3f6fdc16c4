import { saveBlob } from '../../lib/transfer.ts';
import { fetchStudentLogsPdf } from './api.ts';

/**
 * Opens the ready PDF in a new tab. The tab is opened at once, inside the click (a tab opened after
 * the download would be a blocked pop-up), and shown the file once it arrived with the token; where
 * tabs cannot be opened, the file is saved instead.
 */
export async function openStudentLogsPdf(pdfUrl: string, requestId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchStudentLogsPdf(pdfUrl);
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else saveBlob(blob, `relatorio-alunos-${requestId}.pdf`);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
