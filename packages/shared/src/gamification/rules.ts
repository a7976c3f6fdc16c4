import { z } from 'zod';

const count = (max: number) => z.number().int().min(1).max(max);

/**
 * A badge's rule, stored as data in `badges.criteria` (docs/gamification.md "Rules"). Each type is
 * evaluated by the subscriber of the one event that can satisfy it, so adding a badge of an
 * existing type is a row, and a new type is a schema line here plus its subscriber.
 */
export const badgeRuleSchema = z.discriminatedUnion('type', [
  /** The learner's first finished quiz (a preview never counts). On `attempt.finished`. */
  z.object({ type: z.literal('first_quiz_finished') }),
  /** `count` material items checked (done) by the learner, all disciplines together. On `material-item.progress-marked`. */
  z.object({ type: z.literal('items_completed'), count: count(100_000) }),
  /** A run of `days` consecutive days with study time. On `study-time.recorded`. */
  z.object({ type: z.literal('consecutive_access_days'), days: count(3650) }),
  /** `hours` of study time of all time. On `study-time.recorded`. */
  z.object({ type: z.literal('study_hours'), hours: count(100_000) }),
  /** The learner's first forum comment or reply. On `forum-comment.sent`. */
  z.object({ type: z.literal('first_forum_comment') }),
  /** `count` forum comments and replies (live ones). On `forum-comment.sent`. */
  z.object({ type: z.literal('forum_comments'), count: count(100_000) }),
]);
export type BadgeRule = z.infer<typeof badgeRuleSchema>;
export type BadgeRuleType = BadgeRule['type'];
export const BADGE_RULE_TYPES = badgeRuleSchema.options.map((o) => o.shape.type.value) as BadgeRuleType[];

/** The rule of a stored row, or null when it is not one we know (an old or hand-edited row earns nothing). */
export function parseBadgeRule(criteria: unknown): BadgeRule | null {
  const r = badgeRuleSchema.safeParse(criteria);
  return r.success ? r.data : null;
}
