// The sequencer behind `--shard=i/n` (vitest.config.ts): the split of split-by-duration.ts.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { splitByDuration } from './split-by-duration.ts';

export class DurationSharding extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const root = this.ctx.config.root;
    return splitByDuration(files, count, (s) => relative(root, s.moduleId).replaceAll('\\', '/'))[index - 1]!;
  }
}
