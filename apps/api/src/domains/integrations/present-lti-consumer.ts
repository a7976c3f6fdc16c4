import type { Prisma } from '@trilha/db';
import type { LtiConsumer } from '@trilha/shared/integrations';

export const ltiConsumerInclude = { company: { select: { id: true, name: true } } } as const satisfies Prisma.LtiConsumerInclude;
type Row = Prisma.LtiConsumerGetPayload<{ include: typeof ltiConsumerInclude }>;

/** Never the secret: it is shown once, in the creation answer. */
export const presentLtiConsumer = (c: Row): LtiConsumer => ({
  id: c.id,
  name: c.name,
  company_id: c.companyId,
  company: c.company,
  consumer_key: c.consumerKey,
  lti_version: c.ltiVersion,
  enabled: c.enabled,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});
