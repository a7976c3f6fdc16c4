import { proposedCorrectionsSchema, MODEL_OUTPUTS, type ProposedCorrection, type ProposedCorrections } from '@trilha/shared/ai';
import type { JsonRequest } from './model-call.ts';

export type AnswerToCorrect = { answer_id: number; question: string; expected: string | null; answer: string };

/**
 * The request for a proposed correction: each descriptive answer with its question and the
 * expected answer staff wrote. The `Correção:` line lists the answer ids (read by the bundled
 * stub); the model must answer one correction per id.
 */
export function correctionRequest(answers: readonly AnswerToCorrect[]): JsonRequest<ProposedCorrections> {
  return {
    name: MODEL_OUTPUTS.correction,
    schema: proposedCorrectionsSchema,
    exactItems: answers.length,
    system: [
      'Você é um professor que corrige respostas dissertativas em português do Brasil.',
      'Para cada resposta, proponha "score" de 0 a 10 (comparando com a resposta esperada, quando houver) e um "comment" curto',
      'e respeitoso dirigido ao aluno, dizendo o que está certo e o que falta. Responda com o mesmo "answer_id" de cada resposta.',
      'Sua correção é uma sugestão: o professor a revisa antes de salvar.',
    ].join('\n'),
    user: [
      `Correção: ${answers.map((a) => a.answer_id).join(', ')}`,
      ...answers.flatMap((a) => [
        '',
        `answer_id: ${a.answer_id}`,
        `Questão: ${a.question}`,
        `Resposta esperada: ${a.expected ?? '(não informada)'}`,
        `Resposta do aluno: ${a.answer}`,
      ]),
    ].join('\n'),
  };
}

/** Only the answers asked about, once each, the score rounded to one decimal: the model may stray. */
export function keepAsked(out: ProposedCorrections, asked: readonly AnswerToCorrect[]): ProposedCorrection[] {
  const ids = new Set(asked.map((a) => a.answer_id));
  const seen = new Set<number>();
  return out.corrections
    .filter((c) => ids.has(c.answer_id) && !seen.has(c.answer_id) && seen.add(c.answer_id))
    .map((c) => ({ ...c, score: Math.round(c.score * 10) / 10 }));
}
