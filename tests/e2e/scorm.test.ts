import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPrismaClient } from '@trilha/db';
import { need } from '../support/requirements.ts';
import { withData } from './data.ts';
import { scormPackage } from '../support/zip-builder.ts';
import { email, settle, tenantApiUrl, useBrowser, webUrl } from './browser.ts';

// SCORM items launched in Chromium: the package (served from the API's origin, never the web
// client's) finds the SCORM API in its parents, initialises, sets the lesson status and commits;
// the web client's scorm-again API receives it through CrossFrameLMS and saves it; the item
// becomes done and stays so after a reload.
const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const SHOTS = '/tmp/shots-scorm';

async function course(): Promise<{ disciplineId: number; materialId: number; studentId: number }> {
  return withData(async ({ create, demo, seeded }) => {
    const student = await seeded('student');
    const discipline = await create.discipline(demo, {
      name: `SCORM no navegador ${Date.now()}`,
      description: 'Disciplina do teste de SCORM.',
    });
    const material = await create.material(demo, discipline.id, { name: 'Pacotes SCORM' });
    await create.enroll(demo, discipline.id, student.id);
    return { disciplineId: discipline.id, materialId: material.id, studentId: student.id };
  });
}

/** Uploads a package as the signed-in manager would, from the web origin with their token. */
async function uploadPackage(page: Page, materialId: number, title: string, zip: Buffer): Promise<number> {
  const result = await page.evaluate(
    async ({ url, materialId, title, bytes }) => {
      const form = new FormData();
      form.append('material_id', String(materialId));
      form.append('type', 'scorm');
      form.append('title', title);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'pacote.zip');
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('trilha.token')}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { data?: { id: number } } };
    },
    { url: `${tenantApiUrl()}/material-items`, materialId, title, bytes: [...zip] },
  );
  expect(result.status).toBe(201);
  return result.body.data!.id;
}

const shot = async (page: Page, name: string) => {
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const itemDone = async (itemId: number, userId: number) => {
  const db = createPrismaClient(inject('databaseUrl'));
  try {
    return (await db.materialItemProgress.findFirst({ where: { materialItemId: itemId, userId } }))?.checked ?? false;
  } finally {
    await db.$disconnect();
  }
};

describe.skipIf(!hasDb)('SCORM items in the browser', () => {
  const browser = useBrowser();

  it('1.2 and 2004 packages commit their status, the item becomes done, and it persists after reload', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const c = await course();
    const manager = await browser.signedIn('manager', 'menu');
    const ids = {
      '1.2': await uploadPackage(manager, c.materialId, 'Aula SCORM 1.2', scormPackage('1.2')),
      '2004': await uploadPackage(manager, c.materialId, 'Aula SCORM 2004', scormPackage('2004')),
    };

    for (const version of ['1.2', '2004'] as const) {
      const page = await browser.page('menu', { as: 'student' });
      await page.goto(`${webUrl()}/scorm/${ids[version]}`);
      await page.getByRole('heading', { level: 1, name: `Aula SCORM ${version}` }).waitFor();
      const status = page.getByRole('status').filter({ hasText: 'Situação' });
      await expect.poll(() => status.textContent()).toBe('Situação: Em andamento');
      const sco = page.frameLocator('iframe[title^="Conteúdo SCORM"]').frameLocator('#sco');
      // The package found the API in its parent frame and initialised.
      await expect.poll(() => sco.locator('#status').textContent(), { timeout: 10_000 }).toMatch(/^iniciado=true status=/);
      if (version === '1.2') await shot(page, 'scorm-1.2-open-1280');

      // The package's commit reaches the web client's API, which saves it: the item is done.
      const saved = page.waitForResponse((r) => r.url().endsWith(`/scorm/${ids[version]}/cmi`) && r.request().method() === 'PUT');
      await sco.getByRole('button', { name: 'Concluir aula' }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => status.textContent()).toBe('Situação: Concluído');
      expect(await itemDone(ids[version], c.studentId)).toBe(true);
      if (version === '1.2') await shot(page, 'scorm-1.2-done-1280');

      // After a reload the saved data comes back: the package reads its status from the LMS.
      await page.reload();
      await expect.poll(() => status.textContent()).toBe('Situação: Concluído');
      await expect.poll(() => sco.locator('#status').textContent(), { timeout: 10_000 }).toBe('iniciado=true status=completed');
    }

    // The phone width: the player fills the width under the heading.
    const phone = await browser.page('mobile', { as: 'student' });
    await phone.goto(`${webUrl()}/scorm/${ids['2004']}`);
    await phone.getByRole('heading', { level: 1, name: 'Aula SCORM 2004' }).waitFor();
    await phone
      .frameLocator('iframe[title^="Conteúdo SCORM"]')
      .frameLocator('#sco')
      .getByRole('heading', { name: 'Aula SCORM 2004' })
      .waitFor();
    await settle(phone);
    await phone.screenshot({ path: `${SHOTS}/scorm-2004-390.png` });
  });

  it('the seeded demo course opens for an enrolled student, and a student not enrolled is refused', async () => {
    const db = createPrismaClient(inject('databaseUrl'));
    let seeded: { id: number } | null;
    let other: { id: number };
    try {
      const consumer = await db.consumer.findUniqueOrThrow({ where: { domain: 'demo' } });
      const student = await db.user.findUniqueOrThrow({ where: { email: email('student') } });
      seeded = await db.materialItem.findFirst({
        where: {
          companyId: consumer.companyId,
          type: 'scorm',
          discipline: { inscriptions: { some: { userId: student.id, status: 'active' } } },
        },
        // The seed's item, not one another e2e file uploaded for the demo student since.
        orderBy: { id: 'asc' },
        select: { id: true },
      });
      const c = await course();
      other = { id: c.disciplineId };
      await db.disciplineInscription.deleteMany({ where: { disciplineId: c.disciplineId } });
      const m = await db.material.findFirstOrThrow({ where: { disciplineId: c.disciplineId } });
      const manager = await browser.signedIn('manager', 'menu');
      other = { id: await uploadPackage(manager, m.id, 'Fora da turma', scormPackage('1.2')) };
    } finally {
      await db.$disconnect();
    }
    expect(seeded, 'the demo seed has a SCORM item in a discipline the demo student takes').not.toBeNull();
    const page = await browser.page('menu', { as: 'student' });
    await page.goto(`${webUrl()}/scorm/${seeded!.id}`);
    const course1 = page.frameLocator('iframe[title^="Conteúdo SCORM"]').frameLocator('#sco');
    await course1.getByRole('button', { name: 'Próxima' }).waitFor({ timeout: 10_000 });
    await course1.getByRole('button', { name: 'Próxima' }).click();
    await course1.getByText('Página 2 de 3').waitFor();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/scorm-demo-course-1280.png` });

    // Inside a discipline view the sidebar keeps Turma and Notas (001 §2), with the item's discipline.
    const disciplineOfSeeded = (await page.getByRole('link', { name: 'Voltar aos materiais' }).getAttribute('href'))!.split(
      '/',
    )[2];
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await nav.getByRole('link', { name: 'Turma' }).getAttribute('href')).toBe(`/discipline/${disciplineOfSeeded}/class`);
    expect(await nav.getByRole('link', { name: 'Notas' }).getAttribute('href')).toBe(`/discipline/${disciplineOfSeeded}/grades`);

    // An item the student may not reach is Not Found (the page's loader), and nothing is launched.
    await page.goto(`${webUrl()}/scorm/${other.id}`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/not-found');
    expect(await page.locator('iframe').count()).toBe(0);
  });
});
