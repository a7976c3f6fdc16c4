import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['lti-consumers'],
  async pathParam({ t }) {
    return [String((await t.create.ltiConsumer(t.demo)).id), String((await t.create.ltiConsumer(t.acme)).id)];
  },
});
