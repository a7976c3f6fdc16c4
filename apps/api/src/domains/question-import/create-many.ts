import type { CreateManyQuestionsBody } from '@trilha/shared/question-import';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { createQuestionDrafts } from '../questions/create-drafts.ts';
import { checkDraftTargets } from './draft-targets.ts';

/** POST /quizzes/many: every draft or none, in one transaction, after the discipline/topic checks. */
export async function createManyQuestions(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateManyQuestionsBody,
) {
  await checkDraftTargets(deps, actor, body.questions);
  const ids = await deps.db.$transaction((tx) => createQuestionDrafts(tx, tenant.companyId, actor.id, body.questions));
  return { ids };
}
