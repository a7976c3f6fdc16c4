import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';

/**
 * A learner's study: one session of `seconds` starting at `startedAt` (default: an hour ago) and
 * their running totals as POST /ping keeps them (study_totals), with `streak` consecutive days
 * ending on the session's day. Adds to the totals a previous call wrote.
 */
export async function createStudy(
  db: Db,
  tenant: TestTenant,
  userId: number,
  o: { seconds: number; startedAt?: Date; streak?: number },
) {
  const startedAt = o.startedAt ?? new Date(Date.now() - 3_600_000);
  const lastSeenAt = new Date(startedAt.getTime() + o.seconds * 1000);
  const companyId = tenant.company.id;
  const session = await db.studySession.create({
    data: { companyId, userId, startedAt, lastSeenAt, endedAt: lastSeenAt, seconds: o.seconds },
  });
  const day = new Date(lastSeenAt.toISOString().slice(0, 10));
  await db.studyTotal.upsert({
    where: { companyId_userId: { companyId, userId } },
    create: {
      companyId,
      userId,
      totalSeconds: o.seconds,
      lastPingAt: lastSeenAt,
      sessionStartedAt: startedAt,
      accessStreak: o.streak ?? 1,
      lastAccessDay: day,
    },
    update: {
      totalSeconds: { increment: o.seconds },
      lastPingAt: lastSeenAt,
      sessionStartedAt: startedAt,
      ...(o.streak !== undefined ? { accessStreak: o.streak } : {}),
      lastAccessDay: day,
    },
  });
  return session;
}

export const sessionFactories = { study: createStudy };
