import { questionToLines, type ImportedQuestion } from '@trilha/shared/question-import';
import type { QuestionType } from '@trilha/shared/questions';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Exportable = Omit<ImportedQuestion, 'type'> & { type: QuestionType };

/**
 * Questions as a .docx in the import format (shared question-import/format.ts): each question is
 * a block of "Label: value" paragraphs; a value of several lines continues on plain paragraphs; an
 * empty paragraph between questions. One run per paragraph, unstyled: mammoth's time grows with
 * the runs it reads (a bold label run per line made a 1,000-question file ~3x slower to import). `intro` paragraphs (a heading, the
 * template's instructions) come first and carry no label, so the importer skips them.
 */
export async function questionsToDocx(questions: readonly Exportable[], intro: readonly string[] = []): Promise<Buffer> {
  // Loaded on the first export, not at start-up: the library is large and most API processes
  // never write a .docx (docs/benchmarks.md "Upload streaming": the API's resident memory).
  const { Document, Packer, Paragraph, HeadingLevel } = await import('docx');
  type Paragraph = InstanceType<typeof Paragraph>;
  const children: Paragraph[] = intro.map((text, i) =>
    i === 0 ? new Paragraph({ text, heading: HeadingLevel.HEADING_1 }) : new Paragraph({ text }),
  );
  if (intro.length) children.push(new Paragraph({}));
  for (const q of questions) {
    for (const { label, value } of questionToLines(q)) {
      const [first = '', ...rest] = value.split(/\r?\n/);
      children.push(new Paragraph({ text: `${label}: ${first}` }));
      for (const line of rest) children.push(new Paragraph({ text: line }));
    }
    children.push(new Paragraph({}));
  }
  const doc = new Document({ creator: 'Trilha', title: 'Questões', sections: [{ children }] });
  return Packer.toBuffer(doc);
}
