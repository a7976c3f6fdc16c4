import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '@trilha/db';
import { MATERIAL_ITEM_TYPES } from '@trilha/shared/materials';
import type { AppDeps } from '@trilha/api/deps';
import { createDomainEventBus } from '@trilha/api/events/bus';
import { API_DOMAINS } from '../../apps/api/src/domains/index.ts';
import { itemKindsOf, subscribersOf } from '../../apps/api/src/kit/domain.ts';
import { createItemKindRegistry, defineItemKind, itemDoneOn, type ItemKind } from '../../apps/api/src/kit/item-kinds.ts';
import { itemDoneSubscribers } from '../../apps/api/src/domains/materials/check-done-items.ts';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories.ts';

// The item-kind registry (apps/api/src/kit/item-kinds.ts, docs/architecture.md "Item kinds"):
// complete, built from the domains' own registrations, and what the materials domain goes by.
const t = setupDbTest();
const registered = itemKindsOf(API_DOMAINS);

describe('the registry', () => {
  it('has one kind for every item type, each registered by the domain it belongs to', () => {
    expect(registered.all.map((k) => k.type)).toEqual([...MATERIAL_ITEM_TYPES]);
    const owner = Object.fromEntries(API_DOMAINS.flatMap((d) => (d.itemKinds ?? []).map((k) => [k.type, d.name])));
    expect(owner).toEqual({
      task: 'assignments',
      url: 'materials',
      quiz: 'attempts',
      iframe: 'materials',
      file: 'materials',
      scorm: 'scorm',
      audio: 'materials',
    });
    expect(registered.imported.type).toBe('file');
    expect(registered.mainUploads).toEqual(['file', 'scorm', 'audio']);
  });

  it('refuses to start incomplete, with a type twice, or without one file-import kind', () => {
    const all = registered.all;
    expect(() => createItemKindRegistry(all.filter((k) => k.type !== 'quiz'))).toThrow('No item kind registers quiz');
    expect(() => createItemKindRegistry([...all, defineItemKind({ type: 'url' })])).toThrow('Two item kinds register type url');
    expect(() => createItemKindRegistry([...all, { type: 'video' } as unknown as ItemKind])).toThrow(
      /video is not a material item type/,
    );
    const noImport = all.map((k) => (k.importsFiles ? { ...k, importsFiles: undefined } : k));
    expect(() => createItemKindRegistry(noImport)).toThrow(/file import/);
  });

  it('materials checks an item done on the events its kinds name, and no other', () => {
    const progress = subscribersOf(API_DOMAINS, registered)
      .filter((s) => s.name.startsWith('materials.check-done-'))
      .map((s) => [s.name, s.event, s.phase]);
    expect(progress).toEqual([
      ['materials.check-done-task-item', 'assignment.submitted', 'transaction'],
      ['materials.check-done-quiz-item', 'attempt.finished', 'transaction'],
      ['materials.check-done-scorm-item', 'scorm-attempt.completed', 'transaction'],
    ]);
  });
});

describe("a kind's progress hook drives progress", () => {
  let tenant: TestTenant;
  let item: { id: number; materialId: number; disciplineId: number };
  let userId: number;
  let previewer = 0;
  // A test-only kind: url items are done when a SCORM package completes (any event that answers
  // progress would do). Nothing in materials knows of it; the registry alone wires it.
  const urlDoneOnScorm = defineItemKind({
    type: 'url',
    progress: {
      doneOn: itemDoneOn('scorm-attempt.completed', (p) => ({
        userId: p.user_id,
        materialItemId: p.material_item_id,
        materialId: p.material_id,
        disciplineId: p.discipline_id,
        at: new Date(p.completed_at),
        preview: p.user_id === previewer,
      })),
    },
  });
  // The registered scorm kind, which reacts to the same event, is left without its trigger here.
  const kinds = createItemKindRegistry(
    registered.all.map((k) => (k.type === 'url' ? urlDoneOnScorm : k.type === 'scorm' ? { ...k, progress: undefined } : k)),
  );
  // The progress write publishes material-item.progress-marked through the deps' bus: this one.
  const bus = () => {
    const b = createDomainEventBus(itemDoneSubscribers(kinds), () => ({ db: t.tenantDb, domainEvents: b }) as unknown as AppDeps);
    return b;
  };
  const complete = (user: number) =>
    runAsTenant(tenant.company.id, () =>
      t.tenantDb.$transaction((tx) =>
        bus().publish(tx, tenant.company.id, 'scorm-attempt.completed', {
          user_id: user,
          material_item_id: item.id,
          material_id: item.materialId,
          discipline_id: item.disciplineId,
          completed_at: '2026-03-01T12:00:00.000Z',
        }),
      ),
    );
  const marks = () =>
    t.db.materialItemProgress.findMany({ where: { materialItemId: item.id }, select: { userId: true, checked: true } });

  beforeAll(async () => {
    tenant = await t.create.tenant();
    const discipline = await t.create.discipline(tenant);
    const material = await t.create.material(tenant, discipline.id);
    item = await t.create.materialItem(tenant, material.id, { type: 'url', url: 'https://example.org' });
    await t.create.materialItem(tenant, material.id, { type: 'url', url: 'https://example.org/2', position: 1 });
    userId = (await t.create.user(tenant, { type: 'student' })).id;
    previewer = (await t.create.user(tenant, { type: 'teacher' })).id;
  });

  it('with the registry entry, the event checks the item and answers the percentages', async () => {
    expect(itemDoneSubscribers(kinds).map((s) => [s.name, s.event])).toEqual([
      ['materials.check-done-task-item', 'assignment.submitted'],
      ['materials.check-done-url-item', 'scorm-attempt.completed'],
      ['materials.check-done-quiz-item', 'attempt.finished'],
    ]);
    expect(await complete(userId)).toEqual({ material_progress: 50, discipline_progress: 50 });
    expect(await marks()).toEqual([{ userId, checked: true }]);
    const row = await t.db.disciplineProgress.findFirstOrThrow({ where: { userId, disciplineId: item.disciplineId } });
    expect(Number(row.progress)).toBe(50);
    // Again: the first check stays, the numbers are the same.
    expect(await complete(userId)).toEqual({ material_progress: 50, discipline_progress: 50 });
  });

  it('a preview the kind reports writes nothing', async () => {
    expect(await complete(previewer)).toEqual({ material_progress: 0, discipline_progress: 0 });
    expect((await marks()).map((m) => m.userId)).toEqual([userId]);
  });
});

describe('materials never names a kind', () => {
  // The decisions a kind makes live in its module; the materials code (API and web) outside its
  // kinds/ folders and the web registry compares no item type with a literal, switches on none,
  // and keys no table by type. (A multipart part's `type === 'file'` is not an item's.)
  const KIND = `'(?:${MATERIAL_ITEM_TYPES.join('|')})'`;
  const decision = new RegExp(
    [
      `(?<!part\\.)\\btype\\s*[!=]==\\s*${KIND}`,
      `${KIND}\\s*[!=]==\\s*[\\w.?]*\\btype\\b`,
      `case\\s+${KIND}\\s*:`,
      `Record<MaterialItemType\\b`,
    ].join('|'),
  );
  const root = join(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'kinds' ? [] : files(path);
      return /\.tsx?$/.test(name) && name !== 'item-kinds.ts' ? [path] : [];
    });

  it('in apps/api/src/domains/materials and apps/web/src/features/materials', () => {
    const found = ['apps/api/src/domains/materials', 'apps/web/src/features/materials'].flatMap((dir) =>
      files(join(root, dir)).flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, i) => (decision.test(line) ? [`${relative(root, path)}:${i + 1}: ${line.trim()}`] : [])),
      ),
    );
    expect(found).toEqual([]);
  });
});
