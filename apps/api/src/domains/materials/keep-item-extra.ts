import type { Prisma } from '@trilha/db';
import { defineSubscriber, type AnySubscriber } from '../../events/subscriber.ts';
import type { ItemExtra, ItemKindRegistry } from '../../kit/item-kinds.ts';

/**
 * One in-transaction subscriber per kind that learns about its items later (`extraOn`: a SCORM
 * package's edition): the keys it names are set in the item's settings `extra` (the settings row
 * holds each kind's own options; a duplicated item keeps them), the other keys are left as they
 * are. The settings are this domain's table: the kind's domain publishes, this domain writes.
 */
export const itemExtraSubscribers = (kinds: ItemKindRegistry): AnySubscriber[] =>
  kinds.all.flatMap((kind) => {
    const trigger = kind.extraOn;
    if (!trigger) return [];
    return [
      defineSubscriber({
        name: `materials.keep-${kind.type}-item-extra`,
        event: trigger.event,
        phase: 'transaction',
        async handle({ tx, event }) {
          const companyId = event.companyId;
          const { materialItemId, extra } = (trigger.extra as (p: typeof event.payload) => ItemExtra)(event.payload);
          const current = await tx.materialItemSettings.findFirst({ where: { materialItemId }, select: { extra: true } });
          const kept = current?.extra && typeof current.extra === 'object' && !Array.isArray(current.extra) ? current.extra : {};
          const next = { ...(kept as Prisma.JsonObject), ...extra };
          await tx.materialItemSettings.upsert({
            where: { companyId_materialItemId: { companyId, materialItemId } },
            create: { companyId, materialItemId, extra: next },
            update: { extra: next },
          });
        },
      }) as AnySubscriber,
    ];
  });
