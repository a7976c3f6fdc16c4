import { defineFuzzTargets } from './define.ts';

/** Notifications (issue 29: DELETE /notifications/{id}): a notification of the student and one of another tenant's user. */
export default defineFuzzTargets({
  resources: ['notifications', 'notification-settings'],
  async pathParam({ t, student }, name) {
    if (name !== 'id') throw new Error(`notifications: no path parameter ${name}`);
    const acmeUser = await t.create.user(t.acme);
    const [own, cross] = await Promise.all([
      t.create.notification(t.demo, student.id),
      t.create.notification(t.acme, acmeUser.id),
    ]);
    return [String(own.id), String(cross.id)];
  },
});
