import { defineFuzzTargets, type Content } from './define.ts';
import { prepareContent } from './materials.ts';

/** Task submissions: one of a task item of each tenant. */
export default defineFuzzTargets({
  resources: ['assignment-submissions'],
  prepare: async (ctx) => void (await prepareContent(ctx)),
  async pathParam(ctx) {
    const { t, student } = ctx;
    const { mine, theirs } = ctx.scratch.content as { mine: Content; theirs: Content };
    const own = await t.create.submission(t.demo, mine.item.id, student.id);
    const cross = await t.create.submission(t.acme, theirs.item.id, (await t.create.user(t.acme)).id);
    return [String(own.id), String(cross.id)];
  },
});
