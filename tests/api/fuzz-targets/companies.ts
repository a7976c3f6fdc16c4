import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['companies'],
  async pathParam({ t }, name) {
    if (name === 'domain') return [t.demo.domain, t.acme.domain];
    return [String((await t.create.tenant()).company.id), String((await t.create.tenant()).company.id)];
  },
});
