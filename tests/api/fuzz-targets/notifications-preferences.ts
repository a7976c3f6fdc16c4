import { createHash, randomBytes } from 'node:crypto';
import { defineFuzzTargets } from './define.ts';

/** Each digest row needs its own day (one per user and day). */
let day = 0;

/** Notification preferences: the unsubscribe token of a digest of each tenant (the routes read no other record). */
export default defineFuzzTargets({
  resources: ['notification-preferences'],
  async pathParam({ t, student }, name) {
    if (name !== 'token') throw new Error(`notification-preferences: no path parameter ${name}`);
    const acmeUser = await t.create.user(t.acme);
    const digest = async (companyId: number, userId: number) => {
      const token = randomBytes(32).toString('base64url');
      await t.db.notificationDigest.create({
        data: {
          companyId,
          userId,
          digestDate: new Date(Date.UTC(2020, 0, 1) + day++ * 86_400_000),
          status: 'sent',
          coveredUntil: new Date(),
          unsubscribeHash: createHash('sha256').update(token).digest('hex'),
        },
      });
      return token;
    };
    return [await digest(t.demo.company.id, student.id), await digest(t.acme.company.id, acmeUser.id)];
  },
});
