import { downloadExport } from '../../lib/exports.ts';
import { saveBlob } from '../../lib/transfer.ts';

/**
 * Opens the ready PDF in a new tab. The tab is opened at once, inside the click (a tab opened after
 * the download would be a blocked pop-up), and shown the file once it arrived with the token; where
 * tabs cannot be opened, the file is saved instead. The request is an export (lib/exports.ts).
 */
export async function openStudentLogsPdf(requestId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await downloadExport(requestId);
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else saveBlob(blob, `relatorio-alunos-${requestId}.pdf`);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
