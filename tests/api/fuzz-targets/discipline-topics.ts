import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['discipline-topics'],
  async pathParam({ t, topic }) {
    return [String(topic.id), String((await t.create.topic(t.acme, (await t.create.discipline(t.acme)).id)).id)];
  },
});
