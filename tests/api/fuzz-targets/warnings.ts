import { defineFuzzTargets } from './define.ts';

/** Alerts: one of each tenant per operation; `warning_id` in bodies (read-status) points at the own one. */
export default defineFuzzTargets({
  resources: ['warnings'],
  async prepare(ctx) {
    const mine = await ctx.t.create.warning(ctx.t.demo);
    const theirs = await ctx.t.create.warning(ctx.t.acme);
    ctx.ids.warning_id = mine.id;
    ctx.scratch.warnings = { mine: mine.id, theirs: theirs.id };
  },
  async pathParam(ctx) {
    const { mine, theirs } = ctx.scratch.warnings as { mine: number; theirs: number };
    return [String(mine), String(theirs)];
  },
});
