import { Prisma, type TenantDb } from '@trilha/db';
import { ALL_NOTIFICATION_TYPES, typesOffByDefault } from '@trilha/shared/notifications';

/** The newest unread notifications an e-mail lists; the rest are counted ("e mais N"). */
export const DIGEST_LISTED = 20;
/** Recipients read, claimed and sent per round (keyset by user id). */
export const DIGEST_BATCH = 100;
/** A claim older than this is taken to be of a run that died mid-send: another run may take it. */
const STALE_CLAIM = Prisma.sql`interval '15 minutes'`;

export type DigestItem = {
  type: string;
  title: string;
  params: Record<string, string | number> | null;
  discipline_id: number | null;
  subject_id: number | null;
  created_at: string;
};
export type DigestRecipient = {
  user_id: number;
  name: string;
  email: string;
  /** The language the user last read their notifications in (notification_recipients); pt-BR when never recorded. */
  locale: string;
  total: number;
  items: DigestItem[];
};

/**
 * The next batch of users of the company (as the bound tenant) owed a digest for `day`: members
 * with unread notifications created after their last sent digest's end and up to `cutoff`, of
 * types whose e-mail channel is on for them (their row, else their '*' row, else the registry's
 * default), with no digest sent that day. One statement, walking user ids after `afterUserId`.
 */
export function digestRecipients(
  db: TenantDb,
  o: { companyId: number; day: string; cutoff: Date; afterUserId: number },
): Promise<DigestRecipient[]> {
  const offByDefault = typesOffByDefault('email');
  return db.$queryRaw<DigestRecipient[]>(Prisma.sql`
    SELECT n.user_id, u.name, u.email, coalesce(min(nr.locale), 'pt-BR') AS locale, count(*)::int AS total,
           to_json((array_agg(json_build_object(
             'type', n.type, 'title', n.title, 'params', n.params, 'discipline_id', n.discipline_id, 'subject_id', n.subject_id,
             'created_at', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
           ) ORDER BY n.created_at DESC, n.id DESC))[1:${DIGEST_LISTED}]) AS items
    FROM notifications n
    JOIN users u ON u.id = n.user_id AND u.deleted_at IS NULL
    JOIN company_users cu ON cu.company_id = n.company_id AND cu.user_id = n.user_id
    LEFT JOIN notification_recipients nr ON nr.company_id = n.company_id AND nr.user_id = n.user_id
    LEFT JOIN notification_preferences pt ON pt.company_id = n.company_id AND pt.user_id = n.user_id
      AND pt.channel = 'email' AND pt.type = n.type
    LEFT JOIN notification_preferences pa ON pa.company_id = n.company_id AND pa.user_id = n.user_id
      AND pa.channel = 'email' AND pa.type = ${ALL_NOTIFICATION_TYPES}
    WHERE n.company_id = ${o.companyId} AND n.user_id > ${o.afterUserId}
      AND n.read_at IS NULL AND n.created_at <= ${o.cutoff}
      AND coalesce(pt.enabled, pa.enabled, n.type <> ALL(${offByDefault}::text[]))
      AND n.created_at > coalesce((
            SELECT max(d.covered_until) FROM notification_digests d
            WHERE d.company_id = n.company_id AND d.user_id = n.user_id AND d.status = 'sent'), '-infinity')
      AND NOT EXISTS (
            SELECT 1 FROM notification_digests d
            WHERE d.company_id = n.company_id AND d.user_id = n.user_id AND d.digest_date = ${o.day}::date AND d.status = 'sent')
    GROUP BY n.user_id, u.name, u.email
    ORDER BY n.user_id
    LIMIT ${DIGEST_BATCH}`);
}

/**
 * Claims the day's digest of each user (one statement): a new marker row, or one left `failed`
 * (or `sending` by a run that died long ago) is taken again with a fresh unsubscribe hash. Returns
 * the users this run may send to; a `sent` or freshly claimed day is somebody else's or done.
 */
export async function claimDigests(
  db: TenantDb,
  o: { companyId: number; day: string; cutoff: Date; claims: { userId: number; total: number; hash: string }[] },
): Promise<Set<number>> {
  if (!o.claims.length) return new Set();
  const rows = await db.$queryRaw<{ user_id: number }[]>(Prisma.sql`
    INSERT INTO notification_digests (company_id, user_id, digest_date, status, covered_until, notification_count, unsubscribe_hash)
    SELECT ${o.companyId}, c.user_id, ${o.day}::date, 'sending', ${o.cutoff}, c.total, c.hash
    FROM unnest(${o.claims.map((c) => c.userId)}::int[], ${o.claims.map((c) => c.total)}::int[], ${o.claims.map((c) => c.hash)}::text[])
         AS c(user_id, total, hash)
    ON CONFLICT (company_id, user_id, digest_date) DO UPDATE
      SET status = 'sending', covered_until = EXCLUDED.covered_until, notification_count = EXCLUDED.notification_count,
          unsubscribe_hash = EXCLUDED.unsubscribe_hash, claimed_at = now()
      WHERE notification_digests.status = 'failed'
         OR (notification_digests.status = 'sending' AND notification_digests.claimed_at < now() - ${STALE_CLAIM})
    RETURNING user_id`);
  return new Set(rows.map((r) => r.user_id));
}

/** Records how each claimed digest went: `sent` ends the day for the user, `failed` lets a retry take it. */
export async function settleDigests(
  db: TenantDb,
  o: { companyId: number; day: string; sent: number[]; failed: number[] },
): Promise<void> {
  const settle = (ids: number[], status: 'sent' | 'failed') =>
    ids.length
      ? db.$executeRaw(Prisma.sql`
          UPDATE notification_digests SET status = ${status}, sent_at = CASE WHEN ${status} = 'sent' THEN now() END
          WHERE company_id = ${o.companyId} AND digest_date = ${o.day}::date AND user_id = ANY(${ids}::int[]) AND status = 'sending'`)
      : Promise.resolve(0);
  await settle(o.sent, 'sent');
  await settle(o.failed, 'failed');
}
