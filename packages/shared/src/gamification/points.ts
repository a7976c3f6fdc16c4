/**
 * Why points entered the ledger (points_ledger.reason), one line each: awardPoints takes only these,
 * and its unique key (company, user, reason, subject) makes each award once (docs/gamification.md).
 */
export const POINT_REASONS = {
  /** GRADES.pointsPerCorrectAnswer per right answer of the first finished attempt of a quiz item (subject: material_item). */
  quiz_completed: 'material_item',
  /** A badge's own points, when it is earned (subject: badge). */
  badge_awarded: 'badge',
} as const;
export type PointReason = keyof typeof POINT_REASONS;
/** The subject kind each reason names. */
export type PointSubject<R extends PointReason> = (typeof POINT_REASONS)[R];
