import type { AdminMetrics } from '@trilha/shared/admin';
import type { AppDeps } from '../../deps.ts';

/** Platform-wide counts for the admin home: deliberately unscoped (admins see every company). */
export async function getAdminMetrics(deps: Pick<AppDeps, 'globalDb'>): Promise<AdminMetrics> {
  const [byStatus, users] = await Promise.all([
    deps.globalDb.company.groupBy({ by: ['status'], where: { deletedAt: null }, _count: { _all: true } }),
    deps.globalDb.user.count({ where: { deletedAt: null } }),
  ]);
  const count = (s: 'active' | 'inactive') => byStatus.find((r) => r.status === s)?._count._all ?? 0;
  const active = count('active');
  const inactive = count('inactive');
  return { data: { companies: { total: active + inactive, active, inactive }, users: { total: users } } };
}
