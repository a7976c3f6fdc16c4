import { generatedTopicsSchema, MODEL_OUTPUTS, type GeneratedTopics } from '@trilha/shared/ai';
import type { JsonRequest } from './model-call.ts';

export type TopicsInput = { amount: number; subject: string };

/**
 * The request for a discipline's topics. The discipline's current topics go in, so the model
 * proposes new ones; `Tópicos:` is the count (read by people, models and the bundled stub).
 */
export function topicsRequest(
  input: TopicsInput,
  discipline: { name: string; existing: readonly string[] },
): JsonRequest<GeneratedTopics> {
  return {
    name: MODEL_OUTPUTS.topics,
    schema: generatedTopicsSchema,
    exactItems: input.amount,
    system: [
      'Você é um coordenador pedagógico que organiza disciplinas em tópicos, em português do Brasil.',
      'Cada tópico tem "title" (curto, até 255 caracteres) e "description" (uma ou duas frases sobre o que o tópico cobre).',
      'Não repita tópicos que a disciplina já tem; ordene-os do mais introdutório ao mais avançado.',
    ].join('\n'),
    user: [
      `Tópicos: ${input.amount}`,
      `Disciplina: ${discipline.name}`,
      ...(discipline.existing.length ? ['Tópicos existentes:', ...discipline.existing.map((t) => `- ${t}`)] : []),
      ...(input.subject ? ['Orientação:', input.subject] : []),
    ].join('\n'),
  };
}
