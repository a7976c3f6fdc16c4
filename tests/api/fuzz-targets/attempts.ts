import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['attempts'],
  async pathParam({ t }) {
    return [String((await t.create.attempt(t.demo)).id), String((await t.create.attempt(t.acme)).id)];
  },
});
