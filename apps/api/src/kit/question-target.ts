import type { AppDeps } from '../deps.ts';
import type { Actor } from './actor.ts';
import { appError } from './errors.ts';
import { requireAccess } from './access.ts';

/**
 * A discipline (and topic) a question is being put in: the actor must manage it (discipline:manage).
 * A discipline they cannot even read is a field error of the body (422), not a 404 of the route.
 */
export async function checkTarget(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  disciplineId: number | null,
  topicId: number | null,
): Promise<void> {
  if (disciplineId === null) {
    if (topicId !== null) throw appError('QUESTION_TOPIC_INVALID');
    return;
  }
  await requireAccess(deps, actor, 'discipline:manage', disciplineId, { DISCIPLINE_NOT_FOUND: 'QUESTION_DISCIPLINE_INVALID' });
  if (topicId !== null) {
    const topic = await deps.db.disciplineTopic.findFirst({ where: { id: topicId, disciplineId }, select: { id: true } });
    if (!topic) throw appError('QUESTION_TOPIC_INVALID');
  }
}
