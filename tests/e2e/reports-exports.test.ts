// Issue 29 item 28: on a fresh demo the student log has history (the seed's), the screen shows the
// company's time zone with a label, and the PDF a manager asks for is the branded report (its
// first page rendered by pdftoppm for people to look at). Screenshots at 1440 and 390 px.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { need } from '../support/requirements.ts';
import { screenshot, subscribed, tenantApiUrl, useBrowser, webUrl } from './browser.ts';
import { withData } from './data.ts';

const hasDb = need(Boolean(inject('databaseUrl')), "the platform's database", 'E2E_WEB_URL is set without E2E_DATABASE_URL');
const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

describe.skipIf(!hasDb)('Reports on the seeded demo', () => {
  const browser = useBrowser();

  it("a manager finds the demo student's weeks of history, in the company's zone, and gets the branded PDF", async () => {
    const managerId = await withData(async ({ seeded }) => (await seeded('manager')).id);
    const list = `${webUrl()}/reports?user_name=${encodeURIComponent('Ana Souza')}`;
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await browser.page(viewport, { as: 'manager' });
      // Up to two days ago: the seed's history, not what the other journeys of this shard's platform
      // did as the demo student today (their sign-ins fill the first page).
      const seededOnly = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      await page.goto(`${list}&end_date_time=${seededOnly}`);
      await page.getByText('Horários em America/Sao_Paulo (UTC−03:00)').waitFor();
      // The table on a desktop, cards on a phone: what is shown either way.
      await page.getByText('Entrou na plataforma').filter({ visible: true }).first().waitFor();
      await page.getByText('Concluiu um item').filter({ visible: true }).first().waitFor();
      await screenshot(page, viewport === 'desktop' ? 'reports-seeded-1440' : 'reports-seeded-390');
      if (viewport === 'mobile') continue;

      const live = subscribed(page, `student-logs-pdf.${managerId}`);
      await page.goto(list);
      await live;
      await page.getByText('Entrou na plataforma').filter({ visible: true }).first().waitFor();
      await page.getByRole('button', { name: 'Gerar PDF' }).click();
      await page.getByRole('listitem').filter({ hasText: 'Relatório Exportado!' }).waitFor({ timeout: 60_000 });
      // The newest request of the manager, read through the API as the page would.
      const pdf = await page.evaluate(async (api) => {
        const token = localStorage.getItem('trilha.token');
        const headers = { authorization: `Bearer ${token}` };
        const list = await fetch(`${api}/logs/student/pdf?user_name=${encodeURIComponent('Ana Souza')}`, { headers });
        const id = (await list.json()).data.id as number;
        // Asked again with the same filters (the first one's toast has shown): wait for it too.
        for (;;) {
          const s = await (await fetch(`${api}/logs/student/pdf/${id}`, { headers })).json();
          if ((s.data ?? s).status === 'done') break;
          await new Promise((r) => setTimeout(r, 250));
        }
        const file = await fetch(`${api}/logs/student/pdf/${id}/file`, { headers });
        const bytes = new Uint8Array(await file.arrayBuffer());
        let s = '';
        for (const b of bytes) s += String.fromCharCode(b);
        return btoa(s);
      }, tenantApiUrl());
      const bytes = Buffer.from(pdf, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      mkdirSync(ARTIFACTS, { recursive: true });
      const file = join(ARTIFACTS, 'reports-seeded.pdf');
      writeFileSync(file, bytes);
      try {
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          file,
          join(ARTIFACTS, 'reports-seeded-pdf-page1'),
        ]);
      } catch {
        // pdftoppm missing: the PDF itself is kept.
      }
    }
  });
});
