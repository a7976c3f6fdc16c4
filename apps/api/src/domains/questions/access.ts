import { can } from '@trilha/shared';
import type { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { AppError, appError } from '../../http/app-error.ts';
import { findManageableDiscipline, findReadableDiscipline } from '../disciplines/discipline-access.ts';

// Who reaches a question of the bank (docs/assessment.md "Questions"):
// - a question of a discipline follows that discipline's one rule: read = findReadableDiscipline,
//   change = findManageableDiscipline (the teachers who own or teach it, managers, admins);
// - a company-wide question (no discipline) is read by any staff holding questions:read and
//   changed by its author or by who may manage any discipline's content.
// A question the caller may not read, another tenant's included, is 404 QUESTION_NOT_FOUND.

export type QuestionRef = {
  id: number;
  disciplineId: number | null;
  authorId: number | null;
  type: 'descriptive' | 'choice' | 'true_or_false';
};

const asQuestionNotFound = async <T>(p: Promise<T>): Promise<T> => {
  try {
    return await p;
  } catch (err) {
    if (err instanceof AppError && err.code === 'DISCIPLINE_NOT_FOUND') throw appError('QUESTION_NOT_FOUND');
    throw err;
  }
};

/** May the actor change this question (its discipline's managers, or author/manage-any when company-wide)? Throws 404/403. */
export async function assertQuestionAccess(
  deps: AppDeps,
  actor: Actor,
  q: Pick<QuestionRef, 'disciplineId' | 'authorId'>,
  manage: boolean,
) {
  if (q.disciplineId !== null) {
    await asQuestionNotFound(findReadableDiscipline(deps, actor, q.disciplineId));
    if (manage) await findManageableDiscipline(deps, actor, q.disciplineId);
    return;
  }
  if (manage && q.authorId !== actor.id && !can(actor.type, 'disciplines:manage-any-content'))
    throw appError('QUESTION_NOT_EDITABLE');
}

export async function findQuestion(deps: AppDeps, actor: Actor, id: number, o: { manage: boolean }): Promise<QuestionRef> {
  const q = await deps.db.question.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, disciplineId: true, authorId: true, type: true },
  });
  if (!q) throw appError('QUESTION_NOT_FOUND');
  await assertQuestionAccess(deps, actor, q, o.manage);
  return q;
}

/**
 * A discipline (and topic) a question is being put in: the actor must manage it. A discipline
 * they cannot even read is a field error of the body (422), not a 404 of the route.
 */
export async function checkTarget(
  deps: AppDeps,
  actor: Actor,
  disciplineId: number | null,
  topicId: number | null,
): Promise<void> {
  if (disciplineId === null) {
    if (topicId !== null) throw appError('QUESTION_TOPIC_INVALID');
    return;
  }
  try {
    await findManageableDiscipline(deps, actor, disciplineId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'DISCIPLINE_NOT_FOUND') throw appError('QUESTION_DISCIPLINE_INVALID');
    throw err;
  }
  if (topicId !== null) {
    const topic = await deps.db.disciplineTopic.findFirst({ where: { id: topicId, disciplineId }, select: { id: true } });
    if (!topic) throw appError('QUESTION_TOPIC_INVALID');
  }
}

/**
 * The questions a list may show to this actor, as a filter the database applies: everything for
 * who reads any discipline; otherwise company-wide questions and those of the disciplines the
 * actor owns or is enrolled in inside the window (findReadableDiscipline's rule, in SQL).
 */
export function readableQuestions(companyId: number, actor: Actor, now: Date): Prisma.QuestionWhereInput {
  if (can(actor.type, 'disciplines:read-any')) return {};
  return {
    OR: [
      { disciplineId: null },
      { discipline: { companyId, ownerId: actor.id, deletedAt: null } },
      {
        discipline: {
          companyId,
          deletedAt: null,
          inscriptions: {
            some: {
              companyId,
              userId: actor.id,
              status: 'active',
              AND: [
                { OR: [{ startedAt: null }, { startedAt: { lte: now } }] },
                { OR: [{ finishedAt: null }, { finishedAt: { gte: now } }] },
              ],
            },
          },
        },
      },
    ],
  };
}
