import { randomBytes } from 'node:crypto';
import { type CreateLtiConsumerBody, type CreatedLtiConsumerResponse } from '@trilha/shared/integrations';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import { ltiConsumerInclude, presentLtiConsumer } from './present-lti-consumer.ts';

/**
 * POST /lti-consumers (admins, for any company: LTI consumers are managed platform-wide, so this
 * uses the unscoped client with an explicit company). Key and secret are generated here; the
 * secret is answered this once and never again. It is kept readable because LTI 1.1 launches are
 * verified by signing with it (OAuth 1.0a HMAC), which a hash would not allow.
 */
export async function createLtiConsumer(
  deps: Pick<AppDeps, 'globalDb'>,
  body: CreateLtiConsumerBody,
): Promise<CreatedLtiConsumerResponse> {
  const company = await deps.globalDb.company.findFirst({
    where: { id: body.company_id, deletedAt: null },
    select: { id: true },
  });
  if (!company) throw appError('COMPANY_NOT_FOUND');
  const secret = randomBytes(32).toString('base64url');
  const row = await deps.globalDb.ltiConsumer.create({
    data: {
      companyId: company.id,
      name: body.name,
      enabled: body.enabled,
      consumerKey: `trilha-${randomBytes(12).toString('hex')}`,
      secret,
    },
    include: ltiConsumerInclude,
  });
  return { data: { ...presentLtiConsumer(row), secret } };
}
