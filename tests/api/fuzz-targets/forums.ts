import { defineFuzzTargets, type FuzzContext } from './define.ts';

type Made = { forum: number; comment: number };

/** A forum with a comment in a discipline of each tenant; body and query ids (forum, parent) point at the own one. */
async function make(ctx: FuzzContext, tenant: FuzzContext['t']['demo'], disciplineId: number): Promise<Made> {
  const { t } = ctx;
  const author = await t.create.user(tenant, { type: 'teacher' });
  const forum = await t.create.forum(tenant, disciplineId);
  const comment = await t.create.forumComment(tenant, forum.id, author.id);
  return { forum: forum.id, comment: comment.id };
}

export default defineFuzzTargets({
  resources: ['forums', 'forums-comments'],
  async prepare(ctx) {
    const mine = await make(ctx, ctx.t.demo, ctx.discipline.id);
    const theirs = await make(ctx, ctx.t.acme, (await ctx.t.create.discipline(ctx.t.acme)).id);
    Object.assign(ctx.ids, { forum: mine.forum, parent: mine.comment });
    ctx.scratch.forums = { mine, theirs };
  },
  async pathParam(ctx) {
    const { mine, theirs } = ctx.scratch.forums as { mine: Made; theirs: Made };
    const pick = (m: Made) => (ctx.resource === 'forums' ? m.forum : m.comment);
    return [String(pick(mine)), String(pick(theirs))];
  },
});
