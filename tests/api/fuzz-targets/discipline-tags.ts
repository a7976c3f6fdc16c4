import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['discipline-tags'],
  async pathParam({ t, discipline, tag }, name) {
    if (name === 'disciplineId') return [String(discipline.id), String((await t.create.discipline(t.acme)).id)];
    const theirs = await t.db.disciplineTag.create({ data: { companyId: t.acme.company.id, name: 'Acme' } });
    return [String(tag.id), String(theirs.id)];
  },
});
