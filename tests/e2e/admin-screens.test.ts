import { describe, expect, it } from 'vitest';
import { PASSWORD, screenshot, useBrowser, webUrl } from './browser.ts';
import { api, createUserViaApi, expectNewToast, tokenFor, topScreenshot, unique } from './admin-helpers.ts';

// A 1×1 PNG, for the avatar upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('administration screens', () => {
  const browser = useBrowser();

  it('Users: filters, create error, edit, change password and delete (manager)', async () => {
    const page = await browser.signedIn('manager');
    await page.waitForURL('**/disciplines');
    const id = unique();
    const target = await createUserViaApi(page, await tokenFor(page, 'admin'), {
      name: `Tutora Lista ${id}`,
      email: `tutora.lista.${id}@demo.trilha.dev`,
      type: 'tutor',
    });

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Usuarios' }).click();
    await page.waitForURL('**/users');
    const list = page.getByRole('table');
    await list.waitFor();
    // The manager manages only lower ranks: no actions on the admin's row, no access-as on their own.
    const adminRow = list.getByRole('row').filter({ hasText: 'admin@demo.trilha.dev' });
    expect(await adminRow.getByRole('button').count()).toBe(0);
    const ownRow = list.getByRole('row').filter({ hasText: 'manager@demo.trilha.dev' });
    expect(await ownRow.getByRole('button').count()).toBe(0);
    await ownRow.getByRole('link', { name: /^Alterar a senha de/ }).waitFor();
    await topScreenshot(page, 'manager-users-1440');

    // Role filter: the URL keeps it; every row is a tutor.
    await page.getByLabel('Filtrar por perfil').selectOption('tutor');
    await page.waitForURL(/role=tutor/);
    await expect
      .poll(async () => (await list.locator('tbody tr').allTextContents()).every((r) => r.includes('Tutor')))
      .toBe(true);
    await page.getByLabel('Filtrar por perfil').selectOption('');
    await page.waitForURL((u) => !u.search.includes('role='));

    // Create: an e-mail already in use is the spec's message with the server's words.
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await page.waitForURL('**/users/create');
    await expect
      .poll(() => page.getByLabel('Perfil', { exact: true }).locator('option').allTextContents())
      .toEqual(['Estudante', 'Tutor', 'Professor', 'Supervisor', 'Cliente']);
    await page.getByLabel('Nome', { exact: true }).fill('Pessoa Repetida');
    await page.getByLabel('E-mail').fill('student@demo.trilha.dev');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a senha').fill('outra-senha-1');
    await page.getByRole('button', { name: 'Criar usuário' }).click();
    await page.getByText('As senhas não conferem').waitFor();
    await page.getByLabel('Confirme a senha').fill(PASSWORD);
    await expectNewToast(page, 'Erro ao criar usuário: E-mail já cadastrado', () =>
      page.getByRole('button', { name: 'Criar usuário' }).click(),
    );
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await topScreenshot(page, 'manager-user-create-error-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await topScreenshot(page, 'manager-user-create-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Edit in a modal: the leave confirmation, then a save.
    await page.goto(`${webUrl()}/users?search=${encodeURIComponent(target.name)}`);
    await page.getByRole('status').filter({ hasText: '1 usuário' }).waitFor();
    await page.getByRole('button', { name: `Editar ${target.name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Editar usuário' });
    await modal.getByLabel('Nome').fill(`${target.name} Silva`);
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continuar editando' }).click();
    await screenshot(page, 'manager-user-edit-modal-1440');
    await expectNewToast(page, 'Usuário atualizado com sucesso', () => modal.getByRole('button', { name: 'Salvar' }).click());
    await modal.waitFor({ state: 'hidden' });
    await page.getByText(`${target.name} Silva`).first().waitFor();

    // Change Password of another user: no current password asked.
    await page.getByRole('link', { name: `Alterar a senha de ${target.name} Silva` }).click();
    await page.waitForURL(`**/users/${target.id}/change-password`);
    await page.getByText(`Defina uma nova senha para ${target.name} Silva.`).waitFor();
    expect(await page.getByLabel('Senha atual').count()).toBe(0);
    await page.getByLabel('Nova senha').fill('Nova@Senha2026');
    await page.getByLabel('Confirme a senha').fill('Nova@Senha2026');
    await topScreenshot(page, 'manager-change-password-1440');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/users');
    await page.getByText('Senha alterada com sucesso').waitFor();

    // Delete with confirmation.
    await page.goto(`${webUrl()}/users?search=${encodeURIComponent(target.name)}`);
    await page.getByRole('button', { name: `Excluir ${target.name} Silva` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir usuário' });
    await expectNewToast(page, 'Usuário excluído com sucesso', () => confirm.getByRole('button', { name: 'Excluir' }).click());
    await page.getByRole('heading', { name: 'Nenhum resultado' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${webUrl()}/users`);
    await page.getByRole('list', { name: 'Usuários' }).waitFor();
    await screenshot(page, 'manager-users-390');
  });

  it('Companies: delete (the sub-domain stops answering) and restore', async () => {
    const page = await browser.signedIn('admin');
    await page.waitForURL('**/home');
    const domain = `apagar-${unique()}`;
    const name = `Empresa Apagável ${domain}`;
    const created = await api(page, '/companies', {
      method: 'POST',
      token: await tokenFor(page, 'admin'),
      body: { name, domain },
    });
    expect(created.status).toBe(201);

    await page.goto(`${webUrl()}/companies?search=${domain}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Excluir ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir empresa' });
    await screenshot(page, 'admin-company-delete-confirm-1440');
    await expectNewToast(page, 'Empresa excluída com sucesso', () => confirm.getByRole('button', { name: 'Excluir' }).click());
    await page.getByRole('heading', { name: 'Nenhum resultado' }).waitFor();

    const visitor = await browser.page('desktop');
    await visitor.goto(`${webUrl(domain)}/login`);
    await visitor.waitForURL('**/error');

    await page.getByRole('link', { name: 'Excluídas' }).click();
    await page.waitForURL(/status=deleted/);
    const deleted = page.getByRole('row').filter({ hasText: name });
    await deleted.getByText('Excluída').waitFor();
    await topScreenshot(page, 'admin-companies-deleted-1440');
    await expectNewToast(page, 'Empresa restaurada com sucesso', () =>
      deleted.getByRole('button', { name: `Restaurar ${name}` }).click(),
    );
    await deleted.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Ativas', exact: true }).click();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
  });

  it("Companies: set a company's responsible in the form, then filter the list by them", async () => {
    const page = await browser.page('desktop', { as: 'admin' });
    await page.goto(`${webUrl()}/login`);
    await page.waitForURL('**/home');
    const domain = `resp-${unique()}`;
    const name = `Empresa Responsável ${domain}`;
    const created = await api(page, '/companies', {
      method: 'POST',
      token: await tokenFor(page, 'admin'),
      body: { name, domain },
    });
    expect(created.status).toBe(201);
    const { data } = created.json as { data: { id: number } };

    await page.goto(`${webUrl()}/companies/${data.id}/update`);
    const field = page.getByLabel('Responsável (opcional)');
    await field.locator('option', { hasText: 'Daniel Rocha (Gestor)' }).waitFor({ state: 'attached' });
    await field.selectOption({ label: 'Daniel Rocha (Gestor)' });
    await screenshot(page, 'admin-company-responsible-1440');
    await expectNewToast(page, 'Valores Atualizados com Sucesso!', () =>
      page.getByRole('button', { name: 'Salvar alterações' }).click(),
    );

    await page.goto(`${webUrl()}/companies`);
    const filter = page.getByLabel('Filtrar por responsável');
    await filter.locator('option', { hasText: 'Daniel Rocha (Gestor)' }).waitFor({ state: 'attached' });
    await filter.selectOption({ label: 'Daniel Rocha (Gestor)' });
    await page.waitForURL(/responsible_id=\d+/);
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await topScreenshot(page, 'admin-companies-by-responsible-1440');
    // Every row shown has that responsible.
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') });
    for (const row of await rows.all()) expect(await row.textContent()).toContain('Daniel Rocha (Gestor)');
  });

  it('Integrations: create (the secret once), edit and delete an LTI consumer (admin)', async () => {
    const page = await browser.signedIn('admin');
    await page.waitForURL('**/home');
    await page.goto(`${webUrl()}/companies`);
    await page.getByRole('link', { name: 'Integrações LTI' }).click();
    await page.waitForURL('**/integrations');
    await page.getByRole('heading', { level: 1, name: 'Integrações' }).waitFor();
    const name = `Moodle ${unique()}`;

    await page.getByRole('button', { name: 'Nova integração' }).first().click();
    const create = page.getByRole('dialog', { name: 'Nova integração LTI' });
    await create.getByRole('button', { name: 'Criar integração' }).click();
    await create.getByText('Preencha o campo Nome').waitFor();
    await create.getByText('Escolha a empresa da integração').waitFor();
    await create.getByLabel('Nome').fill(name);
    await create.getByLabel('Empresa').selectOption({ label: 'Acme Treinamentos' });
    await screenshot(page, 'admin-integration-create-1440');
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/lti-consumers' && r.request().method() === 'POST',
    );
    await create.getByRole('button', { name: 'Criar integração' }).click();
    const body = (await (await created).json()) as { data: { consumer_key: string; secret: string } };
    const secretModal = page.getByRole('dialog', { name: 'Integração criada' });
    expect(await secretModal.getByLabel('Segredo compartilhado', { exact: true }).inputValue()).toBe(body.data.secret);
    expect(await secretModal.getByLabel('Chave do consumidor', { exact: true }).inputValue()).toBe(body.data.consumer_key);
    await screenshot(page, 'admin-integration-secret-1440');
    await secretModal.getByRole('button', { name: 'Já copiei o segredo' }).click();

    // The list never shows the secret again.
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain(body.data.consumer_key);
    expect(await page.content()).not.toContain(body.data.secret);
    await topScreenshot(page, 'admin-integrations-1440');

    await card.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar integração' });
    await edit.getByRole('switch', { name: 'Integração ativa' }).click();
    await expectNewToast(page, 'Integração atualizada com sucesso', () => edit.getByRole('button', { name: 'Salvar' }).click());
    await card.getByText('Desativada').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-integrations-390');
    await card.getByRole('button', { name: `Excluir ${name}` }).click();
    await expectNewToast(page, 'Integração excluída com sucesso', () =>
      page.getByRole('alertdialog', { name: 'Excluir integração' }).getByRole('button', { name: 'Excluir' }).click(),
    );
    await card.waitFor({ state: 'detached' });
  });

  it('Profile Settings: own id only; contacts, avatar attributes, avatar upload errors', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${webUrl()}/login`);
    const id = unique();
    const me = await createUserViaApi(page, await tokenFor(page, 'admin'), {
      name: `Aluno Perfil ${id}`,
      email: `aluno.perfil.${id}@demo.trilha.dev`,
      type: 'student',
    });
    await page.getByLabel('E-mail').fill(me.email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/my/disciplines');

    // Someone else's settings are blocked.
    await page.goto(`${webUrl()}/profile/${me.id + 100000}/settings`);
    await page.waitForURL('**/my/disciplines');
    await page.getByText('Você não tem permissão para realizar esta ação').waitFor();

    // From the profile page to the own settings.
    await page.goto(`${webUrl()}/profile/${me.id}`);
    await page.getByRole('link', { name: 'Configurações do perfil' }).click();
    await page.waitForURL(`**/profile/${me.id}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Configurações do perfil' }).waitFor();
    await page.getByRole('heading', { name: 'Nenhum contato' }).waitFor();

    // Contacts: add (with the shared schema's message first), edit, delete.
    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    const modal = page.getByRole('dialog', { name: 'Adicionar contato' });
    await modal.getByLabel('Tipo de contato').selectOption('whatsapp');
    await modal.getByLabel('Telefone').fill('1234');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Informe o telefone com DDD, apenas números (10 a 13 dígitos)').waitFor();
    await modal.getByLabel('Telefone').fill('(11) 98888-7777');
    await screenshot(page, 'profile-contact-modal-1440');
    await expectNewToast(page, 'Contatos salvos com sucesso', () => modal.getByRole('button', { name: 'Salvar' }).click());
    const contacts = page.getByRole('list', { name: 'Contatos' });
    await contacts.getByText('(11) 98888-7777').waitFor();

    await contacts.getByRole('button', { name: 'Editar contato (11) 98888-7777' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar contato' });
    await edit.getByLabel('Tipo de contato').selectOption('email');
    await edit.getByLabel('E-mail').fill('Aluno.Perfil@Exemplo.com.br');
    await expectNewToast(page, 'Contatos salvos com sucesso', () => edit.getByRole('button', { name: 'Salvar' }).click());
    await contacts.getByText('aluno.perfil@exemplo.com.br').waitFor();
    expect(await contacts.getByText('(11) 98888-7777').count()).toBe(0);

    // A failing contacts request: the spec's message, and a way to try again.
    await page.route('**/contacts?*', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await page.getByText('Ocorreu um erro ao requisitar contatos do usuário! Tente novamente').first().waitFor();
    await page.unroute('**/contacts?*');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await contacts.getByText('aluno.perfil@exemplo.com.br').waitFor();

    await contacts.getByRole('button', { name: 'Excluir contato aluno.perfil@exemplo.com.br' }).click();
    await expectNewToast(page, 'Contatos excluídos com sucesso', () =>
      page.getByRole('alertdialog', { name: 'Excluir contato' }).getByRole('button', { name: 'Excluir' }).click(),
    );
    await page.getByRole('heading', { name: 'Nenhum contato' }).waitFor();

    // The generated avatar: attributes saved through the API.
    await page.getByLabel('Tom de pele').selectOption('DarkBrown');
    await page.getByLabel('Cabelo ou chapéu').selectOption('Hat');
    await page.getByLabel('Cor do chapéu').selectOption('PastelGreen');
    // Drawn by DiceBear's avataaars (loaded with the screen, not with the sign-in page), in the
    // colours chosen.
    const preview = page.getByRole('img', { name: 'Pré-visualização do avatar' });
    await page.waitForFunction(() => {
      const src = document.querySelector<HTMLImageElement>('img[alt="Pré-visualização do avatar"]')?.src ?? '';
      return src.startsWith('data:image/svg+xml') && decodeURIComponent(src).includes('#a7ffc4');
    });
    expect(decodeURIComponent((await preview.getAttribute('src')) ?? '')).toContain('#ae5d29');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/users/${me.id}/avatar`);
    await expectNewToast(page, 'Avatar atualizado com sucesso', () =>
      page.getByRole('button', { name: 'Salvar avatar' }).click(),
    );
    expect(
      ((await (await saved).json()) as { data: { avatar_attributes: Record<string, string> } }).data.avatar_attributes,
    ).toMatchObject({
      skin_color: 'DarkBrown',
      top_type: 'Hat',
      hat_color: 'PastelGreen',
    });

    // The photo: a file of another type is refused here; a failed upload is the spec's text.
    const photo = page.locator('input[type="file"]');
    await photo.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
    await page.getByText('A imagem deve ser PNG, JPEG ou WEBP').waitFor();
    await page.route(`**/users/${me.id}/avatar`, (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await page.getByAltText('Pré-visualização da nova foto').waitFor();
    await expectNewToast(page, 'Ocorreu um erro ao atualizar o avatar do usuário! Tente novamente', () =>
      page.getByRole('button', { name: 'Salvar foto' }).click(),
    );
    await page.unroute(`**/users/${me.id}/avatar`);
    await topScreenshot(page, 'profile-settings-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await topScreenshot(page, 'profile-settings-390');
  });
});
