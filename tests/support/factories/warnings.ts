import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/** An alert of a tenant, written straight to the database (active unless told), `minutesAgo` old. */
export async function createWarning(
  db: Db,
  tenant: TestTenant,
  o: {
    title?: string;
    text?: string;
    status?: 'active' | 'inactive';
    authorId?: number | null;
    image?: string | null;
    minutesAgo?: number;
    deleted?: boolean;
  } = {},
) {
  const createdAt = new Date(Date.now() - (o.minutesAgo ?? 0) * 60_000);
  return db.warning.create({
    data: {
      companyId: tenant.company.id,
      authorId: o.authorId ?? null,
      title: o.title ?? `Aviso ${uid()}`,
      text: o.text ?? 'Texto do aviso.',
      status: o.status ?? 'active',
      image: o.image ?? null,
      createdAt,
      deletedAt: o.deleted ? new Date() : null,
    },
  });
}

/** The user's read mark on an alert (what PUT /warnings/read-status writes). */
export async function markWarningRead(db: Db, tenant: TestTenant, warningId: number, userId: number, isRead = true) {
  return db.warningRead.create({
    data: { companyId: tenant.company.id, warningId, userId, isRead, readAt: isRead ? new Date() : null },
  });
}

export const warningFactories = { warning: createWarning, warningRead: markWarningRead };
