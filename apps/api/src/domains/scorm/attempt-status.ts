import type { ScormCmi, ScormVersion } from '@trilha/shared/scorm';

export type AttemptStatus = {
  lessonStatus: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreRaw: number | null;
  /** Done for progress: 1.2 lesson_status completed/passed; 2004 completion completed or success passed. */
  completed: boolean;
};

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** What the committed cmi data says about the learner's standing in the item. */
export function attemptStatus(version: ScormVersion, cmi: ScormCmi): AttemptStatus {
  if (version === '1.2') {
    const lessonStatus = str(cmi['cmi.core.lesson_status']);
    return {
      lessonStatus,
      completionStatus: null,
      successStatus: null,
      scoreRaw: num(cmi['cmi.core.score.raw']),
      completed: lessonStatus === 'completed' || lessonStatus === 'passed',
    };
  }
  const completionStatus = str(cmi['cmi.completion_status']);
  const successStatus = str(cmi['cmi.success_status']);
  return {
    lessonStatus: null,
    completionStatus,
    successStatus,
    scoreRaw: num(cmi['cmi.score.raw']),
    completed: completionStatus === 'completed' || successStatus === 'passed',
  };
}
