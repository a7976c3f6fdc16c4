import type { Inscription } from '@trilha/shared/inscriptions';

export const inscriptionSelect = {
  id: true,
  disciplineId: true,
  userId: true,
  role: true,
  status: true,
  startedAt: true,
  finishedAt: true,
  createdAt: true,
  user: { select: { id: true, name: true, email: true, type: true, avatar: true } },
} as const;

type InscriptionRow = {
  id: number;
  disciplineId: number;
  userId: number;
  role: Inscription['role'];
  status: Inscription['status'];
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  user: { id: number; name: string; email: string; type: string; avatar: string | null };
};

export const presentInscription = (i: InscriptionRow): Inscription => ({
  id: i.id,
  discipline_id: i.disciplineId,
  user_id: i.userId,
  user: i.user,
  role: i.role,
  status: i.status,
  started_at: i.startedAt?.toISOString() ?? null,
  finished_at: i.finishedAt?.toISOString() ?? null,
  created_at: i.createdAt.toISOString(),
});
