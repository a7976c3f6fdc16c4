import type { QuestionDraft } from '@trilha/shared/questions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';
import { findManageableDiscipline } from '../disciplines/discipline-access.ts';

/**
 * Before drafts are written: every discipline they name must be one the caller may manage
 * (404/403 from the content access rule), and every topic must exist in the draft's discipline
 * (or, for a draft without one, in a discipline the caller may manage). One query for the topics
 * and one per distinct discipline (at most IMPORT_LIMITS.manyMax). `field` prefixes error fields
 * (`questions.3.topic_id`) so forms put the message in place.
 */
export async function checkDraftTargets(
  deps: AppDeps,
  actor: Actor,
  drafts: readonly Pick<QuestionDraft, 'discipline_id' | 'topic_id'>[],
  field: (i: number) => string = (i) => `questions.${i}`,
): Promise<void> {
  const topicIds = [...new Set(drafts.map((d) => d.topic_id).filter((id): id is number => id != null))];
  const topics = topicIds.length
    ? await deps.db.disciplineTopic.findMany({
        where: { id: { in: topicIds }, deletedAt: null },
        select: { id: true, disciplineId: true },
      })
    : [];
  const topicDiscipline = new Map(topics.map((t) => [t.id, t.disciplineId]));
  const disciplines = new Set<number>();
  drafts.forEach((d, i) => {
    if (d.topic_id != null) {
      const of = topicDiscipline.get(d.topic_id);
      if (of === undefined || (d.discipline_id != null && d.discipline_id !== of))
        throw appError('QUESTION_TOPIC_INVALID', { field: `${field(i)}.topic_id` });
      disciplines.add(of);
    }
    if (d.discipline_id != null) disciplines.add(d.discipline_id);
  });
  for (const id of disciplines) await findManageableDiscipline(deps, actor, id);
}
