import { scormPackage } from '../../support/zip-builder.ts';
import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets, type FuzzContext } from './define.ts';

/** SCORM routes: a real item with its package (own) and another tenant's (cross). */
const scormItem = async ({ t }: FuzzContext, tenant: TestTenant) => {
  const d = await t.create.discipline(tenant);
  const { item } = await t.create.scormItem(tenant, {
    disciplineId: d.id,
    storageDir: t.storageDir,
    zip: scormPackage('1.2'),
    version: '1.2',
  });
  return String(item.id);
};

export default defineFuzzTargets({
  resources: ['scorm'],
  async pathParam(ctx, name) {
    const { t } = ctx;
    if (name === 'materialItemId') return [await scormItem(ctx, t.demo), await scormItem(ctx, t.acme)];
    if (name === 'token') return ['A'.repeat(43), 'B'.repeat(43)];
    if (name === '*') return ['content/index.html', '..%2f..%2fpackage.json'];
    if (name === 'file') return ['player.js', 'cross-frame-api.js'];
    return ['1', '2'];
  },
});
