import { createHash, randomUUID } from 'node:crypto';
import type { SeedStep } from '../context.ts';
import { DEMO_SCORM_ENTRY_POINT, demoScormPackage } from '../scorm-demo.ts';

/**
 * Every SCORM item the catalogue made gets a real package: the demo course (scorm-demo.ts) is
 * stored as the upload would store it (`private/c<company>/scorm/<uuid>.zip`), and the item's file
 * row, entry point and edition (settings.extra.scorm_version) say so. The API extracts it on the
 * first launch. Files go to the API's storage (ctx.writeObject: local disk or bucket), listed in
 * ctx.written so a failed seed removes them.
 */
export const scorm: SeedStep = {
  name: 'scorm',
  after: ['catalogue'],
  async run(ctx) {
    const items = await ctx.tx.materialItem.findMany({
      where: { type: 'scorm', deletedAt: null },
      select: { id: true, companyId: true, title: true, fileId: true },
      orderBy: { id: 'asc' },
    });
    for (const item of items) {
      const bytes = Buffer.from(demoScormPackage(item.title));
      const key = `private/c${item.companyId}/scorm/${randomUUID()}.zip`;
      await ctx.writeObject(key, bytes, 'application/zip');
      const file = {
        storageKey: key,
        originalName: 'curso-interativo.zip',
        mimeType: 'application/zip',
        size: bytes.length,
        checksum: createHash('sha256').update(bytes).digest('hex'),
      };
      const fileId = item.fileId
        ? (
            await ctx.tx.file.update({
              where: { companyId_id: { companyId: item.companyId, id: item.fileId } },
              data: file,
              select: { id: true },
            })
          ).id
        : (await ctx.tx.file.create({ data: { companyId: item.companyId, ...file }, select: { id: true } })).id;
      await ctx.tx.materialItem.update({
        where: { companyId_id: { companyId: item.companyId, id: item.id } },
        data: { fileId, scormEntryPoint: DEMO_SCORM_ENTRY_POINT },
      });
      await ctx.tx.materialItemSettings.upsert({
        where: { companyId_materialItemId: { companyId: item.companyId, materialItemId: item.id } },
        create: { companyId: item.companyId, materialItemId: item.id, extra: { scorm_version: '1.2' } },
        update: { extra: { scorm_version: '1.2' } },
      });
    }
  },
};
