import { can, canManageEnrolmentOf } from '@trilha/shared';
import type { Inscription } from '@trilha/shared/inscriptions';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { AppError, appError } from '../../kit/errors.ts';
import { ERRORS, type ErrorCode, type UserType } from '@trilha/shared';
import { inscriptionSelect, presentInscription } from './present-inscription.ts';

export type Window = { startedAt: Date | null; finishedAt: Date | null };
/** Why one user of a batch cannot be enrolled: an error code (its message says why). */
export type Refusal = { userId: number; code: ErrorCode };

type Academic = 'student' | 'tutor' | 'teacher';

export function assertWindow(w: { startedAt?: Date | null; finishedAt?: Date | null }): void {
  if (w.startedAt && w.finishedAt && w.finishedAt < w.startedAt) throw appError('INSCRIPTION_WINDOW_INVALID');
}

/**
 * Which of `userIds` may be enrolled in `disciplineId` by `actor`, and as what. A user must be a
 * member of the tenant (company_users, through the tenant client), of an academic type (the
 * inscription's role is the user's type: staff read every discipline without one), not enrolled
 * yet, and, for a teacher inscription, the actor must hold inscriptions:enrol-teachers. Returns the
 * refusals (one per user) and the roles of the others.
 */
export async function checkEnrolments(
  tx: TenantTx,
  actor: Actor,
  disciplineId: number,
  userIds: number[],
): Promise<{ roles: Map<number, Academic>; refusals: Refusal[] }> {
  const members = await tx.companyUser.findMany({
    where: { userId: { in: userIds }, user: { deletedAt: null } },
    select: { userId: true, user: { select: { type: true } } },
  });
  const typeOf = new Map(members.map((m) => [m.userId, m.user.type]));
  const enrolled = new Set(
    (await tx.disciplineInscription.findMany({ where: { disciplineId, userId: { in: userIds } }, select: { userId: true } })).map(
      (i) => i.userId,
    ),
  );
  const roles = new Map<number, Academic>();
  const refusals: Refusal[] = [];
  for (const userId of userIds) {
    const type = typeOf.get(userId);
    if (!type) refusals.push({ userId, code: 'INSCRIPTION_USER_NOT_FOUND' });
    else if (!can(type as UserType, 'inscriptions:be-enrolled')) refusals.push({ userId, code: 'INSCRIPTION_USER_NOT_ACADEMIC' });
    else if (!canManageEnrolmentOf(actor.type, type as UserType)) refusals.push({ userId, code: 'INSCRIPTION_ROLE_FORBIDDEN' });
    else if (enrolled.has(userId)) refusals.push({ userId, code: 'INSCRIPTION_EXISTS' });
    else roles.set(userId, type as Academic);
  }
  return { roles, refusals };
}

/** A unique-key race (two requests enrolling the same user at once) reads as the duplicate it is. */
export function rethrowDuplicate(err: unknown): never {
  const e = err as { code?: string };
  if (e?.code === 'P2002') throw appError('INSCRIPTION_EXISTS');
  throw err;
}

/** Writes the inscriptions of an already checked batch, in the caller's transaction. */
export async function writeEnrolments(
  tx: TenantTx,
  disciplineId: number,
  entries: { userId: number; role: Academic; window: Window }[],
): Promise<Inscription[]> {
  const rows = await tx.disciplineInscription.createManyAndReturn({
    data: entries.map((e) => ({
      disciplineId,
      userId: e.userId,
      role: e.role,
      startedAt: e.window.startedAt,
      finishedAt: e.window.finishedAt,
    })) as never,
    select: inscriptionSelect,
  });
  return rows.map(presentInscription).sort((a, b) => a.user.name.localeCompare(b.user.name) || a.id - b.id);
}

/** The first refusal as the request's error, under the field it concerns. */
export function refusalError(r: Refusal, field: string): AppError {
  return appError(r.code, { field, message: ERRORS[r.code].message });
}

export type { AppDeps };
