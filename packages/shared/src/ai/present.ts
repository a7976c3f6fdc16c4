import type { AiJobKind, AiJobStatus } from './limits.ts';
import type { AiJob } from './schemas.ts';
import type { GeneratedTopic, ProposedCorrection, SyllabusAnalysis } from './model-output.ts';

/** The columns of an ai_jobs row that the API and the live event show (one shape: AiJob). */
export const aiJobSelect = {
  id: true,
  kind: true,
  status: true,
  progress: true,
  disciplineId: true,
  importId: true,
  result: true,
  attemptId: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} as const;

export type AiJobRow = {
  id: number;
  kind: string;
  status: AiJobStatus;
  progress: number;
  disciplineId: number | null;
  importId: number | null;
  result: unknown;
  attemptId: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

export const presentAiJob = (r: AiJobRow): AiJob => ({
  id: r.id,
  kind: r.kind as AiJobKind,
  status: r.status,
  progress: r.progress,
  message: r.error,
  discipline_id: r.disciplineId,
  import_id: r.importId,
  topics: (r.result as { topics?: GeneratedTopic[] } | null)?.topics ?? null,
  corrections: (r.result as { corrections?: ProposedCorrection[] } | null)?.corrections ?? null,
  attempt_id: r.attemptId,
  analysis: (r.result as { analysis?: SyllabusAnalysis } | null)?.analysis ?? null,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});
