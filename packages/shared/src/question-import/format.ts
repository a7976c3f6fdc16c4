// THE file format of question import and export, both directions in one place so that what the
// exporter writes is exactly what the importer reads (docs/assessment.md "Import and export").
// Pure functions over text: the worker feeds them mammoth's raw text (.docx) or papaparse's rows
// (.csv); the API's exporter turns `questionToLines` into .docx paragraphs.
import type { QuestionType } from '../questions/draft.ts';

/** A question as read from a file, before validation: `type` may be anything the teacher typed. */
export type ImportedQuestion = {
  title: string;
  text: string;
  type: string;
  answer: string | null;
  options: { text: string; correct_answer: boolean }[];
  feedbacks: { text: string }[];
};

export const IMPORT_LIMITS = {
  /** A 1,000-question .docx is ~100 KB; 5 MB leaves room for formatting without inviting abuse. */
  fileMaxBytes: 5 * 1024 * 1024,
  /** Per file; the bench validates 1,000 in well under the 3 s budget. */
  questionsMax: 2_000,
  /** POST /quizzes/many: one request, one transaction. */
  manyMax: 100,
  /** POST /quizzes/export/docs: selected ids per request. */
  exportMax: 1_000,
} as const;

/** The labels a teacher writes at the start of a line, as the exporter and the template write them. */
export const LABELS = {
  title: 'Título',
  text: 'Enunciado',
  type: 'Tipo',
  option: 'Alternativa',
  correctOption: 'Alternativa correta',
  answer: 'Resposta',
  feedback: 'Feedback',
} as const;
type LabelKey = keyof typeof LABELS;

export const TYPE_LABELS: Record<QuestionType, string> = {
  descriptive: 'Dissertativa',
  choice: 'Múltipla escolha',
  'true-or-false': 'Verdadeiro ou falso',
};

/** Lowercase, accents and extra spaces gone: "  Título " and "titulo" are the same label. */
export const normalize = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

const LABEL_OF = new Map<string, LabelKey>([
  ...(Object.entries(LABELS) as [LabelKey, string][]).map(([k, v]) => [normalize(v), k] as const),
  ['titulo da questao', 'title'],
  ['pergunta', 'text'],
  ['alternativa certa', 'correctOption'],
  ['resposta esperada', 'answer'],
  ['comentario', 'feedback'],
]);

const TYPE_OF = new Map<string, QuestionType>([
  ...(Object.entries(TYPE_LABELS) as [QuestionType, string][]).map(([k, v]) => [normalize(v), k] as const),
  ['descriptive', 'descriptive'],
  ['choice', 'choice'],
  ['true-or-false', 'true-or-false'],
  ['discursiva', 'descriptive'],
  ['multipla-escolha', 'choice'],
  ['verdadeiro-ou-falso', 'true-or-false'],
  ['verdadeiro/falso', 'true-or-false'],
  ['v ou f', 'true-or-false'],
]);

/** The API's type for what the teacher wrote, or the text as written (validation reports it on `type`). */
export const readType = (raw: string): string => TYPE_OF.get(normalize(raw)) ?? raw.trim();

const emptyQuestion = (): ImportedQuestion => ({ title: '', text: '', type: '', answer: null, options: [], feedbacks: [] });

const LINE = /^([^:]{1,40}):(.*)$/;

/**
 * Reads the text of a .docx (a paragraph a line): each question starts at a "Título:" line;
 * "Enunciado:", "Tipo:", "Alternativa:" / "Alternativa correta:", "Resposta:" and "Feedback:" lines
 * fill it; a line without a label continues the field above (several paragraphs of a statement).
 * Lines before the first label (instructions) and "---" separators are ignored.
 */
export function parseQuestionsText(raw: string): ImportedQuestion[] {
  const out: ImportedQuestion[] = [];
  let q: ImportedQuestion | null = null;
  let append: ((line: string) => void) | null = null;
  for (const line of raw.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || /^-{3,}$/.test(trimmed)) continue;
    const m = LINE.exec(trimmed);
    const key = m ? LABEL_OF.get(normalize(m[1]!)) : undefined;
    if (!key) {
      append?.(trimmed);
      continue;
    }
    const value = m![2]!.trim();
    if (key === 'title' || !q) {
      q = emptyQuestion();
      out.push(q);
    }
    const cur: ImportedQuestion = q;
    switch (key) {
      case 'title':
      case 'text':
      case 'answer': {
        const field = key;
        const prev = cur[field];
        cur[field] = prev ? `${prev}\n${value}` : value;
        append = (l) => void (cur[field] = cur[field] ? `${cur[field]}\n${l}` : l);
        break;
      }
      case 'type':
        cur.type = readType(value);
        append = null;
        break;
      case 'option':
      case 'correctOption': {
        const option = { text: value, correct_answer: key === 'correctOption' };
        cur.options.push(option);
        append = (l) => void (option.text = option.text ? `${option.text}\n${l}` : l);
        break;
      }
      case 'feedback': {
        const fb = { text: value };
        cur.feedbacks.push(fb);
        append = (l) => void (fb.text = fb.text ? `${fb.text}\n${l}` : l);
        break;
      }
    }
  }
  return out;
}

/** A question as labelled lines, in the order the importer reads them; multi-line values continue on plain lines. */
export function questionToLines(q: {
  title: string;
  text: string;
  type: QuestionType;
  answer?: string | null;
  options: readonly { text: string; correct_answer: boolean }[];
  feedbacks: readonly { text: string }[];
}): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [
    { label: LABELS.title, value: q.title },
    { label: LABELS.text, value: q.text },
    { label: LABELS.type, value: TYPE_LABELS[q.type] },
    ...q.options.map((o) => ({ label: o.correct_answer ? LABELS.correctOption : LABELS.option, value: o.text })),
  ];
  if (q.answer) lines.push({ label: LABELS.answer, value: q.answer });
  for (const f of q.feedbacks) lines.push({ label: LABELS.feedback, value: f.text });
  return lines;
}

/** The CSV header, in the order the template writes it (any order is read; alternativa_N up to 10). */
export const CSV_COLUMNS = [
  'titulo',
  'enunciado',
  'tipo',
  'alternativa_1',
  'alternativa_2',
  'alternativa_3',
  'alternativa_4',
  'corretas',
  'resposta',
  'feedback',
] as const;

const optionNumber = (s: string): number | null => {
  const t = s.trim().toUpperCase();
  if (/^[0-9]{1,2}$/.test(t)) return Number(t);
  if (/^[A-J]$/.test(t)) return t.charCodeAt(0) - 64;
  return null;
};

/**
 * Reads CSV rows (header: true, names normalised): one question a row. `corretas` lists the
 * numbers (or letters) of the correct alternatives, "1" or "1,3" or "A"; `feedback` may repeat as
 * feedback_1, feedback_2…; a row with every cell empty is skipped.
 */
export function parseQuestionsRows(rows: readonly Record<string, string | undefined>[]): ImportedQuestion[] {
  const out: ImportedQuestion[] = [];
  for (const row of rows) {
    const cells = Object.entries(row).map(([k, v]) => [normalize(k).replace(/ /g, '_'), (v ?? '').trim()] as const);
    if (cells.every(([, v]) => !v)) continue;
    const get = (name: string) => cells.find(([k]) => k === name)?.[1] ?? '';
    const correct = new Set(
      (get('corretas') || get('correta'))
        .split(/[,;/ ]+/)
        .map(optionNumber)
        .filter((n): n is number => n !== null),
    );
    const options = cells
      .map(([k, v]) => ({ n: /^alternativa_?([0-9]{1,2})$/.exec(k)?.[1], v }))
      .filter((c): c is { n: string; v: string } => c.n !== undefined && c.v !== '')
      .sort((a, b) => Number(a.n) - Number(b.n))
      .map(({ n, v }) => ({ text: v, correct_answer: correct.has(Number(n)) }));
    const feedbacks = cells.filter(([k, v]) => /^feedback(_?[0-9]{1,2})?$/.test(k) && v).map(([, v]) => ({ text: v }));
    const answer = get('resposta');
    out.push({
      title: get('titulo'),
      text: get('enunciado'),
      type: readType(get('tipo')),
      answer: answer || null,
      options,
      feedbacks,
    });
  }
  return out;
}
