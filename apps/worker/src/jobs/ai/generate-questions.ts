import { generatedQuestionsSchema, MODEL_OUTPUTS, type GeneratedQuestions } from '@trilha/shared/ai';
import type { ImportedQuestion } from '@trilha/shared/question-import';
import type { JsonRequest } from './model-call.ts';

export type QuestionsInput = { subject: string; amount: number; types: string[] };

const TYPE_NAMES: Record<string, string> = {
  choice: 'choice (múltipla escolha: 2 a 10 alternativas, ao menos uma correta)',
  'true-or-false': 'true-or-false (verdadeiro ou falso: exatamente 2 alternativas, "Verdadeiro" e "Falso", uma correta)',
  descriptive: 'descriptive (dissertativa: sem alternativas; "answer" traz a resposta esperada)',
};

/**
 * The request for a question generation. The lines `Quantidade:` and `Tipos:` are read by people
 * and models alike (and by the bundled stub, which answers deterministically from them).
 */
export function questionsRequest(input: QuestionsInput): JsonRequest<GeneratedQuestions> {
  return {
    name: MODEL_OUTPUTS.questions,
    schema: generatedQuestionsSchema,
    exactItems: input.amount,
    system: [
      'Você é um professor que escreve questões de avaliação em português do Brasil.',
      'Cada questão tem "title" (curto, até 255 caracteres), "text" (o enunciado), "type", "answer",',
      '"options" (cada uma com "text" e "correct_answer") e "feedbacks" (até 5, cada um com "text": explicação da resposta).',
      'Tipos possíveis:',
      ...input.types.map((t) => `- ${TYPE_NAMES[t] ?? t}`),
      'Em questões com alternativas, "answer" é null.',
    ].join('\n'),
    user: [`Quantidade: ${input.amount}`, `Tipos: ${input.types.join(', ')}`, 'Assunto:', input.subject].join('\n'),
  };
}

/** The model's questions as the import reads a file's: the import validates them the same way. */
export const toImported = (out: GeneratedQuestions, amount: number): ImportedQuestion[] =>
  out.questions.slice(0, amount).map((q) => ({
    title: q.title,
    text: q.text,
    type: q.type,
    answer: q.answer,
    options: q.options,
    feedbacks: q.feedbacks,
  }));
