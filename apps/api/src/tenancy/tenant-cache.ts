import type { Db } from '@trilha/db';
import type { Tenant } from '../kit/tenant.ts';

const TTL_MS = 30_000;

/**
 * Host label → tenant, cached briefly: every request resolves its tenant, and consumers change
 * rarely. A short TTL keeps API nodes stateless enough (no invalidation bus needed).
 */
export function createTenantCache(db: Db) {
  const cache = new Map<string, { tenant: Tenant | null; at: number }>();
  return {
    async resolve(label: string): Promise<Tenant | null> {
      const hit = cache.get(label);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.tenant;
      const consumer = await db.consumer.findUnique({
        where: { domain: label },
        select: {
          id: true,
          companyId: true,
          domain: true,
          name: true,
          company: {
            select: {
              deletedAt: true,
              status: true,
              materialsLicense: true,
              scormAllowedOrigins: true,
              timeZone: true,
              openaiEnabled: true,
              smartQuestionBank: true,
              topicGenerator: true,
            },
          },
        },
      });
      const tenant =
        consumer && !consumer.company.deletedAt
          ? {
              consumerId: consumer.id,
              companyId: consumer.companyId,
              domain: consumer.domain,
              name: consumer.name,
              active: consumer.company.status === 'active',
              licences: { materials: consumer.company.materialsLicense > 0 },
              features: {
                openai: consumer.company.openaiEnabled,
                smartQuestionBank: consumer.company.smartQuestionBank,
                topicGenerator: consumer.company.topicGenerator,
              },
              scormAllowedOrigins: consumer.company.scormAllowedOrigins,
              timeZone: consumer.company.timeZone,
            }
          : null;
      cache.set(label, { tenant, at: Date.now() });
      return tenant;
    },
    invalidate: (label?: string) => (label ? cache.delete(label) : cache.clear()),
  };
}
export type TenantCache = ReturnType<typeof createTenantCache>;
