import { Document, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { questionToLines, type ImportedQuestion } from '@trilha/shared/question-import';
import type { QuestionType } from '@trilha/shared/questions';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Exportable = Omit<ImportedQuestion, 'type'> & { type: QuestionType };

/**
 * Questions as a .docx in the import format (shared question-import/format.ts): each question is
 * a block of "Label: value" paragraphs, the label in bold; a value of several lines continues on
 * plain paragraphs; an empty paragraph between questions. `intro` paragraphs (a heading, the
 * template's instructions) come first and carry no label, so the importer skips them.
 */
export async function questionsToDocx(questions: readonly Exportable[], intro: readonly string[] = []): Promise<Buffer> {
  const children: Paragraph[] = intro.map((text, i) =>
    i === 0 ? new Paragraph({ text, heading: HeadingLevel.HEADING_1 }) : new Paragraph({ text }),
  );
  if (intro.length) children.push(new Paragraph({}));
  for (const q of questions) {
    for (const { label, value } of questionToLines(q)) {
      const [first = '', ...rest] = value.split(/\r?\n/);
      children.push(new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(first)] }));
      for (const line of rest) children.push(new Paragraph({ text: line }));
    }
    children.push(new Paragraph({}));
  }
  const doc = new Document({ creator: 'Trilha', title: 'Questões', sections: [{ children }] });
  return Packer.toBuffer(doc);
}
