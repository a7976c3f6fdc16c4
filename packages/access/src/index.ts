export { ACCESS_ACTIONS, notFoundOf, type AccessAction, type AccessRefusal, type RefusalOf } from './actions.ts';
export { INT4_MAX, tenantOf, type AccessActor, type AccessDb } from './actor.ts';
export { allowed, decide, itemRefusal, type Decisions } from './decide.ts';
export {
  disciplineColumns,
  disciplineGrant,
  disciplineJoin,
  liveEnrolmentRole,
  manageableDisciplineSql,
  readableQuestionsSql,
  readableQuestionsWhere,
  type DisciplineFacts,
  type DisciplineGrant,
} from './discipline-rule.ts';
export { itemColumns, itemFrom, itemLock, seesEveryItem, type ItemFacts, type ItemLockFacts } from './item-rule.ts';
export { authorizeChannel, type ChannelDbs, type ChannelUser } from './channels.ts';
