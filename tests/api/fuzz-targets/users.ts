import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['users'],
  async pathParam({ t, student }) {
    return [String(student.id), String((await t.create.user(t.acme, { type: 'student' })).id)];
  },
});
