import { defineFuzzTargets } from './define.ts';

export default defineFuzzTargets({
  resources: ['consumer-settings'],
  async pathParam({ t }) {
    return [String(t.demo.consumer.id), String(t.acme.consumer.id)];
  },
});
