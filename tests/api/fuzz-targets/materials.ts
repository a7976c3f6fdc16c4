import { createContent, defineFuzzTargets, type Content, type FuzzContext } from './define.ts';

/**
 * Materials, items, settings, progress and downloads: a discipline of each tenant with a material,
 * an item and its settings; body ids point at the own one.
 */
export async function prepareContent(ctx: FuzzContext): Promise<{ mine: Content; theirs: Content }> {
  const mine = await createContent(ctx.t, ctx.t.demo);
  const theirs = await createContent(ctx.t, ctx.t.acme);
  Object.assign(ctx.ids, { discipline_id: mine.discipline.id, material_id: mine.material.id, material_item_id: mine.item.id });
  ctx.scratch.content = { mine, theirs };
  return { mine, theirs };
}

export default defineFuzzTargets({
  resources: ['materials', 'material-items', 'material-item-settings', 'progress', 'download'],
  prepare: async (ctx) => void (await prepareContent(ctx)),
  async pathParam(ctx, name) {
    const { t, resource, student } = ctx;
    const { mine, theirs } = ctx.scratch.content as { mine: Content; theirs: Content };
    if (name === 'companyId') return [String(t.demo.company.id), String(t.acme.company.id)];
    if (name === 'attemptId') {
      // A task's submission (/material-items/{id}/…/{attemptId}).
      const own = await t.create.submission(t.demo, mine.item.id, student.id);
      const cross = await t.create.submission(t.acme, theirs.item.id, (await t.create.user(t.acme)).id);
      return [String(own.id), String(cross.id)];
    }
    if (name === 'userId') return [String(student.id), String(student.id)];
    const pick = (c: Content) =>
      resource === 'materials' ? c.material.id : resource === 'material-item-settings' ? c.settings.id : c.item.id;
    return [String(pick(mine)), String(pick(theirs))];
  },
});
