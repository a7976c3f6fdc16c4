import type { ErrorCode } from '@trilha/shared';

/**
 * Every per-record question the platform asks ("may this actor do X to record #id?"), each with
 * the records its ids name and the refusals it can answer. A route's role check (`config.access`,
 * the shared policy's `can`) runs first; these decide the record itself. Refusals are error codes
 * of packages/shared, so the API answers them as they are and the realtime server only needs
 * "allowed or not". A record the actor may not read, another tenant's and a deleted or
 * nonexistent one alike, is refused with the record's own 404: an outsider never learns it exists.
 */
export const ACCESS_ACTIONS = {
  'discipline:read': {
    records: 'disciplines',
    why: 'The content rule: staff with disciplines:read-any any discipline of the tenant; anyone else the ones they own or hold an active enrolment in whose window contains now; students only visible ones.',
    refusals: ['DISCIPLINE_NOT_FOUND'],
  },
  'discipline:manage': {
    records: 'disciplines',
    why: 'Build its content (topics, materials, items, questions, enrolments, grades): disciplines:manage-any-content any; disciplines:manage-content the ones they own or are enrolled in with a teaching role.',
    refusals: ['DISCIPLINE_NOT_FOUND', 'DISCIPLINE_NOT_EDITABLE'],
  },
  'discipline:edit': {
    records: 'disciplines',
    why: 'Change the discipline itself (name, topics, tags, duplicate): as discipline:manage, and only the tenant’s own; a supplied discipline is its supplier’s.',
    refusals: ['DISCIPLINE_NOT_FOUND', 'DISCIPLINE_NOT_EDITABLE', 'DISCIPLINE_SUPPLIED'],
  },
  'material:read': {
    records: 'materials',
    why: 'A live material of a discipline the actor may read.',
    refusals: ['MATERIAL_NOT_FOUND'],
  },
  'material:manage': {
    records: 'materials',
    why: 'A live material of a discipline the actor may manage.',
    refusals: ['MATERIAL_NOT_FOUND', 'DISCIPLINE_NOT_EDITABLE'],
  },
  'item:read': {
    records: 'material items',
    why: 'A live item of a live material, in a discipline the actor may read; hidden items only for materials:view-hidden.',
    refusals: ['MATERIAL_ITEM_NOT_FOUND'],
  },
  'item:manage': {
    records: 'material items',
    why: 'A live item of a live material, in a discipline the actor may manage.',
    refusals: ['MATERIAL_ITEM_NOT_FOUND', 'DISCIPLINE_NOT_EDITABLE'],
  },
  'item:open': {
    records: 'material items',
    why: 'item:read, and open now (itemLock): inside its availability window and, when it has a password, unlocked by this actor; materials:view-hidden opens everything.',
    refusals: ['MATERIAL_ITEM_NOT_FOUND', 'MATERIAL_ITEM_LOCKED', 'MATERIAL_ITEM_UNAVAILABLE'],
  },
  'question:read': {
    records: 'questions',
    why: 'A question of a discipline the actor may read, or a company-wide one (no discipline).',
    refusals: ['QUESTION_NOT_FOUND'],
  },
  'question:manage': {
    records: 'questions',
    why: 'A question of a discipline the actor may manage; a company-wide one by its author or by disciplines:manage-any-content.',
    refusals: ['QUESTION_NOT_FOUND', 'DISCIPLINE_NOT_EDITABLE', 'QUESTION_NOT_EDITABLE'],
  },
  'submission:read': {
    records: 'assignment submissions',
    why: 'A submission of a live task: its student, or assignments:review-any-student staff who may read the discipline.',
    refusals: ['ASSIGNMENT_SUBMISSION_NOT_FOUND'],
  },
  'file:download': {
    records: 'files',
    why: 'A private file: of a live item the actor may open (item:open), or, belonging to no item, of a submission the actor may read (submission:read).',
    refusals: ['MATERIAL_FILE_NOT_FOUND'],
  },
} as const satisfies Record<string, { records: string; why: string; refusals: readonly [ErrorCode, ...ErrorCode[]] }>;

export type AccessAction = keyof typeof ACCESS_ACTIONS;

/** The refusals `action` can answer (its first is the record's 404). */
export type RefusalOf<A extends AccessAction> = (typeof ACCESS_ACTIONS)[A]['refusals'][number];
export type AccessRefusal = RefusalOf<AccessAction>;

/** The record's own 404: what every id the actor may not even see is refused with. */
export const notFoundOf = <A extends AccessAction>(action: A): RefusalOf<A> => ACCESS_ACTIONS[action].refusals[0] as RefusalOf<A>;
