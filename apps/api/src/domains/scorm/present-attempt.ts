import type { ScormAttempt, ScormCmi, ScormVersion } from '@trilha/shared/scorm';

type AttemptRow = {
  materialItemId: number;
  version: string;
  cmi: unknown;
  lessonStatus: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreRaw: number | null;
  completedAt: Date | null;
  updatedAt: Date;
};

export const presentAttempt = (row: AttemptRow): ScormAttempt => ({
  material_item_id: row.materialItemId,
  version: row.version === '2004' ? '2004' : '1.2',
  cmi: row.cmi && typeof row.cmi === 'object' && !Array.isArray(row.cmi) ? (row.cmi as ScormCmi) : {},
  lesson_status: row.lessonStatus,
  completion_status: row.completionStatus,
  success_status: row.successStatus,
  score_raw: row.scoreRaw,
  completed: row.completedAt !== null,
  updated_at: row.updatedAt.toISOString(),
});

/** A learner who has not opened the item yet: nothing saved. */
export const emptyAttempt = (materialItemId: number, version: ScormVersion): ScormAttempt => ({
  material_item_id: materialItemId,
  version,
  cmi: {},
  lesson_status: null,
  completion_status: null,
  success_status: null,
  score_raw: null,
  completed: false,
  updated_at: null,
});
