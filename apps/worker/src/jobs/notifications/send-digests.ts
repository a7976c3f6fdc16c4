import { createHash, randomBytes } from 'node:crypto';
import { runAsTenant, type TenantDb } from '@trilha/db';
import type { JobHandler } from '@trilha/jobs';
import type { Mailer } from '../../mailer.ts';
import type { WorkerLinks } from '../../worker-deps.ts';
import { dueCompanies, type DigestCompany } from './digest-companies.ts';
import { digestMail } from './digest-mail.ts';
import { claimDigests, digestRecipients, settleDigests } from './digest-recipients.ts';

type Deps = { tenantDb: TenantDb; mailer: Mailer; links: WorkerLinks };

const origin = (template: string, domain: string) => template.replaceAll('{tenant}', domain).replace(/\/+$/, '');

/**
 * notifications.digest (hourly by itself): for every company where it is now DIGEST_LOCAL_HOUR,
 * one e-mail per user owed one (digest-recipients.ts), in batches. Each user's day is claimed in
 * the database before the e-mail goes out and marked sent after, so a retried or repeated run sends
 * nothing twice; a failed send is marked so, and the job fails at the end for BullMQ to retry
 * (only those users are taken again). Each company runs as its tenant.
 */
export function sendDigests(deps: Deps): JobHandler<'notifications.digest'> {
  return async (payload, ctx) => {
    const at = payload.at ? new Date(payload.at) : new Date();
    const companies = await dueCompanies(deps.tenantDb, at, payload.company_id);
    let failures = 0;
    for (const company of companies) {
      const r = await runAsTenant(company.id, () => digestCompany(deps, company, at));
      failures += r.failed;
      ctx.logger.info({ jobId: ctx.id, companyId: company.id, day: company.local_date, ...r }, 'notifications: digests sent');
    }
    if (failures) throw new Error(`notifications.digest: ${failures} e-mail(s) failed; a retry sends those only`);
  };
}

async function digestCompany(deps: Deps, company: DigestCompany, cutoff: Date): Promise<{ sent: number; failed: number }> {
  const day = company.local_date;
  const web = origin(deps.links.webUrlTemplate, company.domain);
  const api = origin(deps.links.apiUrlTemplate, company.domain);
  let after = 0;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await digestRecipients(deps.tenantDb, { companyId: company.id, day, cutoff, afterUserId: after });
    if (!batch.length) break;
    after = batch.at(-1)!.user_id;
    // The token goes in the e-mail only; the database keeps its hash (the API looks it up).
    const tokens = new Map(batch.map((r) => [r.user_id, randomBytes(32).toString('base64url')]));
    const claimed = await claimDigests(deps.tenantDb, {
      companyId: company.id,
      day,
      cutoff,
      claims: batch.map((r) => ({
        userId: r.user_id,
        total: r.total,
        hash: createHash('sha256').update(tokens.get(r.user_id)!).digest('hex'),
      })),
    });
    const ok: number[] = [];
    const ko: number[] = [];
    for (const r of batch.filter((b) => claimed.has(b.user_id))) {
      const unsubscribe = `${api}/notification-preferences/unsubscribe/${tokens.get(r.user_id)}`;
      try {
        await deps.mailer.send(digestMail(r, { name: company.name, timeZone: company.time_zone }, { web, unsubscribe }));
        ok.push(r.user_id);
      } catch {
        ko.push(r.user_id);
      }
    }
    await settleDigests(deps.tenantDb, { companyId: company.id, day, sent: ok, failed: ko });
    sent += ok.length;
    failed += ko.length;
  }
  return { sent, failed };
}
