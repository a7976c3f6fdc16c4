import { can } from '../policy/index.ts';
import type { UserType } from '../roles.ts';
import { BADGE_RULE_TYPES, type BadgeRuleType } from './rules.ts';

/**
 * The badge rules a role can meet: every rule counts a learner's own study (quizzes finished,
 * items done, study time, forum comments), and the policy's badges:earn says who earns them.
 * A screen asks this (not a role name) before inviting someone to earn badges (issue 29).
 */
export const badgeRulesEarnableBy = (type: UserType): BadgeRuleType[] => (can(type, 'badges:earn') ? [...BADGE_RULE_TYPES] : []);
