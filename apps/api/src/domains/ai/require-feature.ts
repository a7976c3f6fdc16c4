import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

/**
 * The company flags that gate an AI feature (000 L107): `openai_enabled` is the master switch,
 * then the feature's own flag. Read from the tenant cache (30 s), which a company update clears.
 */
export function requireAiFeature(tenant: Tenant, feature: 'openai' | 'smartQuestionBank' | 'topicGenerator'): void {
  if (!tenant.features.openai) throw appError('AI_DISABLED');
  if (feature === 'smartQuestionBank' && !tenant.features.smartQuestionBank) throw appError('AI_QUESTION_BANK_DISABLED');
  if (feature === 'topicGenerator' && !tenant.features.topicGenerator) throw appError('AI_TOPICS_DISABLED');
}
