import { describe, expect, it } from 'vitest';
import { emit, openApp, screenshot, useBrowser } from './browser.ts';

describe('live achievements', () => {
  const browser = useBrowser();

  it('a live .points.added shows the badge toast; clicking it opens the profile', async () => {
    const page = await browser.page('desktop', { as: 'student' });
    // Wait for the server to acknowledge the user channel before publishing.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"ok":true') && /"channel":"users\.\d+"/.test(String(payload))) resolve();
        }),
      );
    });
    await openApp(page);
    await page.waitForURL('**/my/disciplines');
    await subscribed;
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('trilha.session')!) as { user: { id: number } }).user.id,
    );

    await emit(userId, '.points.added', {
      points: 50,
      total: 1250,
      badge: { name: 'Maratonista', description: 'Concluiu 5 materiais em um dia', image: null },
    });
    const toast = page.getByRole('button', { name: /Nova conquista desbloqueada!/ });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Maratonista');
    expect(await toast.textContent()).toContain('Concluiu 5 materiais em um dia');
    // The student's points follow the event.
    await page.getByText('1250 pontos').or(page.getByText('1.250 pontos')).first().waitFor();
    await screenshot(page, 'badge-toast-1440');
    await toast.click();
    await page.waitForURL(`**/profile/${userId}`);

    await emit(userId, '.badge.added', { badge: { name: 'Pontual', description: 'Entrou 7 dias seguidos', image: null } });
    await page.getByRole('button', { name: /Pontual/ }).waitFor();
  });

  it('a points gain without a badge is a plain toast, not the badge toast', async () => {
    const page = await browser.page('desktop', { as: 'student' });
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"ok":true') && /"channel":"users\.\d+"/.test(String(payload))) resolve();
        }),
      );
    });
    await openApp(page);
    await page.waitForURL('**/my/disciplines');
    await subscribed;
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('trilha.session')!) as { user: { id: number } }).user.id,
    );
    await emit(userId, '.points.added', { points: 10, total: 1310 });
    await page.getByText('+10 pontos').waitFor();
    await page.getByText('1310 pontos').or(page.getByText('1.310 pontos')).first().waitFor();
    expect(await page.getByRole('button', { name: /Nova conquista desbloqueada!/ }).count()).toBe(0);
  });

  it('the badge toast closes by itself after 5 s', async () => {
    const page = await browser.page('mobile', { as: 'student' });
    // The user channel's own ack: the shell subscribes other channels too (notifications), whose
    // ack may come first.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"ok":true') && /"channel":"users\.\d+"/.test(String(payload))) resolve();
        }),
      );
    });
    await openApp(page);
    await page.waitForURL('**/my/disciplines');
    await subscribed;
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('trilha.session')!) as { user: { id: number } }).user.id,
    );
    await emit(userId, '.badge.added', { badge: { name: 'Curioso', description: 'Abriu 10 materiais', image: null } });
    const toast = page.getByRole('button', { name: /Curioso/ });
    await toast.waitFor();
    await screenshot(page, 'badge-toast-390');
    const shownAt = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3500);
  });

  it('after the connection drops it reconnects, subscribes again and still gets live events', async () => {
    const page = await browser.page('desktop', { as: 'student' });
    const routes: { close: () => Promise<void> }[] = [];
    let acks = 0;
    // Proxy the realtime socket so the test can cut it like a network drop.
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => {
        if (String(m).includes('"ok":true') && /"channel":"users\.\d+"/.test(String(m))) acks++;
        ws.send(m);
      });
      ws.onMessage((m) => server.send(m));
      routes.push({ close: () => ws.close({ code: 4000, reason: 'drop' }) });
    });
    await openApp(page);
    await page.waitForURL('**/my/disciplines');
    await expect.poll(() => acks).toBe(1);
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('trilha.session')!) as { user: { id: number } }).user.id,
    );

    await routes[0]!.close();
    await expect.poll(() => acks, { timeout: 15_000 }).toBe(2);
    await emit(userId, '.badge.added', { badge: { name: 'Persistente', description: 'Voltou depois da queda', image: null } });
    await page.getByRole('button', { name: /Persistente/ }).waitFor();
  });
});
