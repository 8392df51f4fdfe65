// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, findDocs, getDoc, openSessionDatabase, syncStatus$ } from '@/data';
import type { StoredUser } from '@/features/auth/session-storage';
import { ProfilePage } from '@/features/profile';
import { PasswordChangeError } from '@/features/profile/api/change-password';
import { DeviceSection } from '@/features/profile/components/DeviceSection';
import { PasswordForm } from '@/features/profile/components/PasswordForm';
import { ProfileForm } from '@/features/profile/components/ProfileForm';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

const initialSync = syncStatus$.value;
let uid = '';
let run = 0;

async function addUser(user: StoredUser) {
  const { uid: id, ...rest } = user;
  await createDoc('users', { ...rest, uid: id, oab: user.oab ?? null }, { id });
}

beforeEach(async () => {
  uid = `profile-${++run}-${Date.now()}`;
  await openSessionDatabase({ uid, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
  syncStatus$.next(initialSync);
  vi.unstubAllGlobals();
});

function me(overrides: Partial<StoredUser> = {}): StoredUser {
  return { ...TEST_USER, uid, ...overrides };
}

function change(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('profile form', () => {
  it("shows the spec's messages under each field and does not save invalid input", async () => {
    const user = me();
    await addUser(user);
    const onSaved = vi.fn();
    await renderScreen(<ProfileForm user={user} onSaved={onSaved} />, { path: '/perfil', user });
    change(/Nome completo/, '');
    change(/^CPF/, '529.982.247-25');
    change(/Telefone/, '(11) 1234');
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.getByText('CPF não pode conter traços e nem pontos')).toBeTruthy();
    expect(screen.getByText('Telefone inválido')).toBeTruthy();
    change(/^CPF/, '52998224700');
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for both halves of the OAB and checks the number format', async () => {
    const user = me();
    await addUser(user);
    await renderScreen(<ProfileForm user={user} onSaved={vi.fn()} />, { path: '/perfil', user });
    change(/Número da OAB/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('UF inválido')).toBeTruthy();
    change(/seccional/, 'SP');
    change(/Número da OAB/, '');
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    change(/Número da OAB/, '12A34');
    expect(await screen.findByText('Número da OAB inválido')).toBeTruthy();
  });

  it("saves name, phone (digits) and OAB (canonical) to the user's document and hands back the new session user", async () => {
    const user = me();
    await addUser(user);
    const onSaved = vi.fn();
    await renderScreen(<ProfileForm user={user} onSaved={onSaved} />, { path: '/perfil', user });
    change(/Nome completo/, 'Ana Souza Lima');
    change(/Telefone/, '(21) 99876-5432');
    change(/seccional/, 'RJ');
    change(/Número da OAB/, '123.456-a');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const expected = {
      displayName: 'Ana Souza Lima',
      phoneNumber: '21998765432',
      oab: { uf: 'RJ', number: '123456A' },
    };
    expect(onSaved).toHaveBeenCalledWith({ ...user, cpf: user.cpf, ...expected });
    expect(await getDoc('users', uid)).toMatchObject(expected);
    expect(await screen.findByText('Salvo')).toBeTruthy();
  });
});

describe('password form', () => {
  const fill = (current: string, next: string, confirm: string) => {
    change(/Senha atual/, current);
    change(/^Nova senha/, next);
    change(/Confirme a nova senha/, confirm);
  };

  it('checks length and confirmation before asking the server', async () => {
    const changePassword = vi.fn(async () => undefined);
    await renderScreen(<PasswordForm changePassword={changePassword} />);
    fill('segredo123', 'novasenha12', 'novasenha13');
    expect(await screen.findByText('Mínimo de 12 caracteres')).toBeTruthy();
    expect(screen.getByText('As senhas não conferem')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password with the current one and clears the form', async () => {
    const changePassword = vi.fn(async () => undefined);
    await renderScreen(<PasswordForm changePassword={changePassword} />);
    fill('segredo123', 'nova-senha-forte', 'nova-senha-forte');
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    await waitFor(() => expect(changePassword).toHaveBeenCalledWith('segredo123', 'nova-senha-forte'));
    expect(await screen.findByText('Senha alterada')).toBeTruthy();
    expect((screen.getByLabelText(/Senha atual/) as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under that field', async () => {
    const changePassword = vi.fn(async () => {
      throw new PasswordChangeError('Senha atual incorreta.', 'current');
    });
    await renderScreen(<PasswordForm changePassword={changePassword} />);
    fill('errada', 'nova-senha-forte', 'nova-senha-forte');
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeTruthy();
  });

  it('is disabled offline with a clear message', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const changePassword = vi.fn(async () => undefined);
    await renderScreen(<PasswordForm changePassword={changePassword} />);
    expect(screen.getByTestId('password-offline').textContent).toMatch(
      /Sem conexão\. A troca de senha precisa do servidor/,
    );
    expect((screen.getByRole('button', { name: 'Trocar senha' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('team list', () => {
  it('is shown to admins, who change a role after confirming; their own role is locked', async () => {
    const admin = me({ role: 'admin' });
    await addUser(admin);
    await addUser({
      ...TEST_USER,
      uid: 'colleague',
      displayName: 'Juliana Alves',
      email: 'ju@exemplo.com.br',
      role: 'atendente',
    });
    await addUser({
      ...TEST_USER,
      uid: 'app-client',
      displayName: 'Cliente do App',
      email: 'c@exemplo.com.br',
      role: 'cliente',
    });
    await renderScreen(<ProfilePage onUserSaved={vi.fn()} onSignOut={vi.fn(async () => undefined)} />, {
      path: '/perfil',
      user: admin,
    });

    const team = within(screen.getByTestId('profile-equipe'));
    const select = (await team.findByLabelText('Função de Juliana Alves')) as HTMLSelectElement;
    expect(team.queryByText('Cliente do App')).toBeNull();
    expect((team.getByLabelText(`Função de ${admin.displayName}`) as HTMLSelectElement).disabled).toBe(true);

    fireEvent.change(select, { target: { value: 'advogado' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar função' }));
    await waitFor(async () => expect((await getDoc('users', 'colleague'))?.role).toBe('advogado'));
  });

  it('lists access requests first: the admin approves one with the role they choose and refuses another; each decision is audited', async () => {
    const admin = me({ role: 'admin' });
    await addUser(admin);
    await addUser({
      ...TEST_USER,
      uid: 'request-1',
      displayName: 'Rafael Pedido',
      email: 'rafael@exemplo.com.br',
      role: 'advogado',
      status: 'pending',
    });
    await addUser({
      ...TEST_USER,
      uid: 'request-2',
      displayName: 'Sofia Estranha',
      email: 'sofia@exemplo.com.br',
      role: 'atendente',
      status: 'pending',
    });
    await renderScreen(<ProfilePage onUserSaved={vi.fn()} onSignOut={vi.fn(async () => undefined)} />, {
      path: '/perfil',
      user: admin,
    });

    const requests = within(await screen.findByRole('table', { name: 'Pedidos de acesso' }));
    expect(requests.getByText('Rafael Pedido')).toBeTruthy();
    // A phone's card drops the requested role: the attribute CARD_BODY_CSS reads (Chakra's hideBelow loses to the card's display).
    expect(
      requests.getByText('Rafael Pedido').closest('tr')?.querySelectorAll('td[data-hide-below="md"]'),
    ).toHaveLength(1);
    // Not in the active team until approved.
    expect(within(screen.getByRole('table', { name: 'Equipe do escritório' })).queryByText('Rafael Pedido')).toBeNull();
    fireEvent.change(requests.getByLabelText('Função de Rafael Pedido'), { target: { value: 'atendente' } });
    fireEvent.click(requests.getByRole('button', { name: 'Aprovar Rafael Pedido' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/terá acesso aos dados do escritório como Atendente/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Aprovar' }));
    await waitFor(async () =>
      expect(await getDoc('users', 'request-1')).toMatchObject({ status: 'active', role: 'atendente' }),
    );
    await within(screen.getByRole('table', { name: 'Equipe do escritório' })).findByText('Rafael Pedido');

    fireEvent.click(screen.getByRole('button', { name: 'Recusar Sofia Estranha' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Recusar' }));
    await waitFor(async () => expect((await getDoc('users', 'request-2'))?.status).toBe('refused'));
    const withoutAccess = within(await screen.findByRole('table', { name: 'Contas sem acesso' }));
    expect(withoutAccess.getByText('Sofia Estranha')).toBeTruthy();
    expect(withoutAccess.getByText('Recusado')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Pedidos de acesso' })).toBeNull();

    const logs = await findDocs('logs', { selector: { collectionName: 'users' } });
    expect(logs.map((l) => l.summary)).toEqual(
      expect.arrayContaining([
        'Aprovou o cadastro de "Rafael Pedido" como Atendente',
        'Recusou o cadastro de "Sofia Estranha"',
      ]),
    );
  });

  it('disables and re-enables a member; the only active admin (themselves) cannot be disabled', async () => {
    const admin = me({ role: 'admin' });
    await addUser(admin);
    await addUser({
      ...TEST_USER,
      uid: 'colleague',
      displayName: 'Juliana Alves',
      email: 'ju@exemplo.com.br',
      role: 'advogado',
    });
    await renderScreen(<ProfilePage onUserSaved={vi.fn()} onSignOut={vi.fn(async () => undefined)} />, {
      path: '/perfil',
      user: admin,
    });

    const own = (await screen.findByRole('button', { name: `Desativar ${admin.displayName}` })) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar Juliana Alves' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/perde o acesso na hora/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Desativar' }));
    await waitFor(async () => expect((await getDoc('users', 'colleague'))?.status).toBe('disabled'));

    fireEvent.click(await screen.findByRole('button', { name: 'Reativar Juliana Alves' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reativar' }));
    await waitFor(async () => expect((await getDoc('users', 'colleague'))?.status).toBe('active'));
  });

  it('is not shown to other roles', async () => {
    const lawyer = me({ role: 'advogado' });
    await addUser(lawyer);
    await renderScreen(<ProfilePage onUserSaved={vi.fn()} onSignOut={vi.fn(async () => undefined)} />, {
      path: '/perfil',
      user: lawyer,
    });
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Equipe' })).toBeNull();
  });
});

describe('erasing this device', () => {
  it('is refused while writes are pending, saying how many', async () => {
    syncStatus$.next({ ...initialSync, phase: 'offline', pendingWrites: 3 });
    const wipe = vi.fn(async () => undefined);
    await renderScreen(<DeviceSection onSignOut={vi.fn(async () => undefined)} wipe={wipe} />);
    fireEvent.click(screen.getByRole('button', { name: /Apagar dados deste dispositivo/ }));
    expect((await screen.findByTestId('wipe-refused')).textContent).toContain('3 alterações ainda não enviadas');
    expect(screen.queryByRole('button', { name: 'Apagar e sair' })).toBeNull();
    expect(wipe).not.toHaveBeenCalled();
  });

  it('counts attachments queued for upload, and is refused while there are any', async () => {
    syncStatus$.next({ ...initialSync, phase: 'sincronizado', pendingWrites: 0 });
    const { putPendingUploads, closePendingUploadStores } = await import('@/data');
    const file = {
      uid,
      chatId: 'c1',
      messageId: 'm1',
      name: 'rg.pdf',
      type: 'application/pdf',
      size: 8,
      blob: new Blob(['x']),
      createdAt: '',
    };
    await putPendingUploads(uid, [
      { ...file, id: 'a', storagePath: 'a' },
      { ...file, id: 'b', storagePath: 'b' },
    ]);
    const wipe = vi.fn(async () => undefined);
    await renderScreen(<DeviceSection onSignOut={vi.fn(async () => undefined)} wipe={wipe} />);
    await waitFor(() => expect(screen.getByTestId('device-pending-uploads').textContent).toBe('2 anexos'));
    fireEvent.click(screen.getByRole('button', { name: /Apagar dados deste dispositivo/ }));
    expect((await screen.findByTestId('wipe-refused')).textContent).toContain('2 anexos aguardando envio');
    expect(wipe).not.toHaveBeenCalled();
    // The data layer refuses too, e.g. when a file was queued after the screen checked.
    const { wipeLocalData, UnsyncedWritesError } = await import('@/data');
    await expect(wipeLocalData()).rejects.toBeInstanceOf(UnsyncedWritesError);
    await closePendingUploadStores();
  });

  it('removes the local replica after confirmation, then signs out', async () => {
    syncStatus$.next({
      ...initialSync,
      phase: 'sincronizado',
      pendingWrites: 0,
      lastSyncedAt: new Date().toISOString(),
    });
    await createDoc('categories', { name: 'Trabalhista', color: '#2563eb', description: '' });
    const onSignOut = vi.fn(async () => undefined);
    await renderScreen(<DeviceSection onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: /Apagar dados deste dispositivo/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apagar e sair' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalled());
    // Reopening the same user's replica finds it empty.
    await openSessionDatabase({ uid, multiInstance: false, sync: false });
    const { findDocs } = await import('@/data');
    expect(await findDocs('categories')).toHaveLength(0);
  });
});
