import { decide } from '@trilha/access';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';

// Who reaches a question of the bank is @trilha/access's question:read / question:manage
// (docs/assessment.md "Questions"): a question of a discipline follows that discipline's rule; a
// company-wide one (no discipline) is read by any staff holding questions:read and changed by its
// author or by who may manage any discipline's content. Not readable, another tenant's included,
// is 404 QUESTION_NOT_FOUND.

export type QuestionRef = {
  id: number;
  disciplineId: number | null;
  authorId: number | null;
  type: 'descriptive' | 'choice' | 'true_or_false';
};

export async function findQuestion(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  id: number,
  o: { manage: boolean },
): Promise<QuestionRef> {
  const refusal = (await decide(deps.db, actor, o.manage ? 'question:manage' : 'question:read', [id])).get(id);
  if (refusal) throw appError(refusal);
  const q = await deps.db.question.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, disciplineId: true, authorId: true, type: true },
  });
  if (!q) throw appError('QUESTION_NOT_FOUND');
  return q;
}
