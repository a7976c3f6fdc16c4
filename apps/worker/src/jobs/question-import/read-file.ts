import Papa from 'papaparse';
import { parseQuestionsRows, parseQuestionsText, type ImportedQuestion } from '@trilha/shared/question-import';

/** A .csv saved by Excel on Windows is often Windows-1252, not UTF-8: try UTF-8 first, strictly. */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The questions of an uploaded file, in file order, unvalidated. A .docx goes through mammoth's
 * raw text (a paragraph a line: styles, tables and images are ignored); a .csv through papaparse
 * (delimiter detected: Excel in pt-BR writes `;`). Throws on a file that cannot be read.
 */
export async function readQuestionFile(format: 'docx' | 'csv', bytes: Uint8Array): Promise<ImportedQuestion[]> {
  if (format === 'docx') {
    // Loaded on the first .docx, not at start-up: the worker's other jobs never need it.
    const { default: mammoth } = await import('mammoth');
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return parseQuestionsText(value);
  }
  const parsed = Papa.parse<Record<string, string>>(decodeCsv(bytes), { header: true, skipEmptyLines: 'greedy' });
  return parseQuestionsRows(parsed.data);
}
