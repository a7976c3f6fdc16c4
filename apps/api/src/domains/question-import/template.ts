import Papa from 'papaparse';
import { CSV_COLUMNS, LABELS, TYPE_LABELS, type ImportedQuestion } from '@trilha/shared/question-import';
import type { QuestionType } from '@trilha/shared/questions';
import { questionsToDocx } from './docx-writer.ts';

type Sample = Omit<ImportedQuestion, 'type'> & { type: QuestionType };

/** One question of each type: the templates show them, and they import cleanly (tests/api/question-import.test.ts). */
export const TEMPLATE_QUESTIONS: readonly Sample[] = [
  {
    title: 'Capital do Brasil',
    text: 'Qual é a capital do Brasil?',
    type: 'choice',
    answer: null,
    options: [
      { text: 'Brasília', correct_answer: true },
      { text: 'São Paulo', correct_answer: false },
      { text: 'Rio de Janeiro', correct_answer: false },
    ],
    feedbacks: [{ text: 'Brasília é a capital desde 1960.' }],
  },
  {
    title: 'Água ferve a 100 °C',
    text: 'Ao nível do mar, a água ferve a 100 °C.',
    type: 'true-or-false',
    answer: null,
    options: [
      { text: 'Verdadeiro', correct_answer: true },
      { text: 'Falso', correct_answer: false },
    ],
    feedbacks: [],
  },
  {
    title: 'Fotossíntese',
    text: 'Explique, com suas palavras, o que é a fotossíntese.',
    type: 'descriptive',
    answer: 'Processo pelo qual as plantas produzem glicose a partir de luz, água e gás carbônico.',
    options: [],
    feedbacks: [{ text: 'Cite luz, água e gás carbônico.' }],
  },
];

const types = Object.values(TYPE_LABELS).join(', ');

/** The .docx template: instructions (no labels, so the importer skips them), then the samples. */
export const docxTemplate = () =>
  questionsToDocx(TEMPLATE_QUESTIONS, [
    'Modelo de importação de questões',
    `Cada questão começa na linha "${LABELS.title}" e segue com "${LABELS.text}" e "${LABELS.type}" (${types}).`,
    `Escreva cada alternativa em uma linha "${LABELS.option}"; marque as certas com "${LABELS.correctOption}".`,
    `Verdadeiro ou falso: duas alternativas, uma correta. Dissertativa: sem alternativas; use "${LABELS.answer}" para a resposta esperada.`,
    `"${LABELS.feedback}" é opcional e pode se repetir. Um texto de vários parágrafos continua nas linhas seguintes, sem rótulo.`,
    'Apague os exemplos abaixo e escreva as suas questões.',
  ]);

/** The .csv template: one question a row; `corretas` lists the numbers of the correct alternatives. */
export function csvTemplate(): string {
  const rows = TEMPLATE_QUESTIONS.map((q) => {
    const row: Record<string, string> = {
      titulo: q.title,
      enunciado: q.text,
      tipo: TYPE_LABELS[q.type],
      corretas: q.options.flatMap((o, i) => (o.correct_answer ? [String(i + 1)] : [])).join(','),
      resposta: q.answer ?? '',
      feedback: q.feedbacks[0]?.text ?? '',
    };
    q.options.forEach((o, i) => (row[`alternativa_${i + 1}`] = o.text));
    return row;
  });
  // A BOM so Excel opens the accents right.
  return '\uFEFF' + Papa.unparse(rows, { columns: [...CSV_COLUMNS] });
}
