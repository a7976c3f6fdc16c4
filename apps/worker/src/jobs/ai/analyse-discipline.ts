import { syllabusAnalysisSchema, MODEL_OUTPUTS, type SyllabusAnalysis } from '@trilha/shared/ai';
import type { JsonRequest } from './model-call.ts';

export type DisciplineContent = {
  name: string;
  topics: readonly { title: string; description: string | null }[];
  materials: readonly { name: string; items: readonly { title: string; type: string }[] }[];
};

/** The request for a syllabus analysis; `Análise:` names the discipline (read by the bundled stub). */
export function analysisRequest(d: DisciplineContent): JsonRequest<SyllabusAnalysis> {
  return {
    name: MODEL_OUTPUTS.analysis,
    schema: syllabusAnalysisSchema,
    system: [
      'Você é um coordenador pedagógico que analisa a ementa de disciplinas, em português do Brasil.',
      'Com base nos tópicos e materiais, escreva "summary" (um parágrafo), "strengths" (pontos fortes),',
      '"gaps" (lacunas de conteúdo ou de sequência) e "suggestions" (ações concretas), até 10 itens em cada lista.',
    ].join('\n'),
    user: [
      `Análise: ${d.name}`,
      'Tópicos:',
      ...(d.topics.length ? d.topics.map((t) => `- ${t.title}${t.description ? `: ${t.description}` : ''}`) : ['(nenhum)']),
      'Materiais:',
      ...(d.materials.length
        ? d.materials.flatMap((m) => [`- ${m.name}`, ...m.items.map((i) => `  - ${i.title} (${i.type})`)])
        : ['(nenhum)']),
    ].join('\n'),
  };
}
