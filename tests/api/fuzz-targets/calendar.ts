import { createHash, randomBytes } from 'node:crypto';
import { defineFuzzTargets } from './define.ts';

/** Calendar routes: a company event of each tenant; a live feed token of each (the feed reads no other record). */
export default defineFuzzTargets({
  resources: ['events', 'calendar-feed'],
  async pathParam({ t, student }, name) {
    if (name === 'token') {
      // A live feed of the authorised tenant's student, and one of the other tenant's.
      const own = randomBytes(32).toString('base64url');
      const cross = randomBytes(32).toString('base64url');
      const acmeUser = await t.create.user(t.acme);
      const hash = (s: string) => createHash('sha256').update(s).digest('hex');
      await t.db.calendarFeedToken.create({ data: { companyId: t.demo.company.id, userId: student.id, tokenHash: hash(own) } });
      await t.db.calendarFeedToken.create({
        data: { companyId: t.acme.company.id, userId: acmeUser.id, tokenHash: hash(cross) },
      });
      return [`${own}.ics`, `${cross}.ics`];
    }
    const [own, cross] = await Promise.all([t.create.calendarEvent(t.demo), t.create.calendarEvent(t.acme)]);
    return [String(own.id), String(cross.id)];
  },
});
