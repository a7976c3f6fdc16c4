import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['discipline-inscriptions'],
  async pathParam({ t, discipline }) {
    const enrolled = await t.create.user(t.demo);
    const own = await t.create.enroll(t.demo, discipline.id, enrolled.id);
    const acmeDiscipline = await t.create.discipline(t.acme);
    const cross = await t.create.enroll(t.acme, acmeDiscipline.id, (await t.create.user(t.acme)).id);
    return [String(own.id), String(cross.id)];
  },
});
