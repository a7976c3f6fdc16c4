import type { QuestionDraft } from '@trilha/shared/questions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { AppError } from '../../kit/errors.ts';
import { checkTarget } from '../../kit/question-target.ts';

/**
 * Before drafts are written: each (discipline, topic) they name passes the question bank's own
 * rule (kit/question-target.ts: a discipline the caller may manage, a topic of that
 * discipline), once per distinct pair. A refusal names the draft's field (`questions.3.topic_id`)
 * so a form puts the message in place.
 */
export async function checkDraftTargets(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  drafts: readonly Pick<QuestionDraft, 'discipline_id' | 'topic_id'>[],
  field: (i: number) => string = (i) => `questions.${i}`,
): Promise<void> {
  const seen = new Set<string>();
  for (const [i, d] of drafts.entries()) {
    const key = `${d.discipline_id ?? ''}:${d.topic_id ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      await checkTarget(deps, actor, d.discipline_id ?? null, d.topic_id ?? null);
    } catch (err) {
      if (!(err instanceof AppError) || !err.errors) throw err;
      const errors = Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [`${field(i)}.${k}`, v]));
      throw new AppError(err.code, err.message, errors);
    }
  }
}
