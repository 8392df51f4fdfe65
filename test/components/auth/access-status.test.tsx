// @vitest-environment happy-dom
// The screen of a signed-in account without access (issue 12): waiting for an admin, refused
// or disabled — what it says, online and offline, and its way out ("Sair").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { AccessStatusPage } from '@/features/auth/components/AccessStatusPage';
import type { StoredUser } from '@/features/auth/session-storage';
import { renderScreen, TEST_USER } from '../../support/render';

afterEach(() => cleanup());

const user = (status: StoredUser['status'], role: StoredUser['role'] = 'advogado'): StoredUser => ({
  ...TEST_USER,
  role,
  status,
});

describe('AccessStatusPage', () => {
  it('pending: names the requested role, says an admin must approve, and that the screen follows by itself', async () => {
    await renderScreen(<AccessStatusPage user={user('pending')} online onLogout={vi.fn()} />, {
      path: '/aguardando-aprovacao',
      user: user('pending'),
    });
    expect(await screen.findByRole('heading', { name: 'Cadastro aguardando aprovação' })).toBeTruthy();
    expect(
      screen.getByText(
        /Seu pedido de acesso como Advogado\(a\) foi enviado\. Um administrador do escritório precisa aprovar/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Esta tela se atualiza sozinha quando o cadastro for aprovado.')).toBeTruthy();
    expect(screen.getByText(`Conta: ${TEST_USER.displayName} (${TEST_USER.email})`)).toBeTruthy();
  });

  it('pending offline: says the approval shows up once the device reconnects; "Sair" still works', async () => {
    const onLogout = vi.fn();
    await renderScreen(<AccessStatusPage user={user('pending', 'atendente')} online={false} onLogout={onLogout} />, {
      path: '/aguardando-aprovacao',
      user: user('pending'),
    });
    expect(
      await screen.findByText('Sem conexão: a aprovação aparecerá aqui quando o dispositivo voltar a se conectar.'),
    ).toBeTruthy();
    expect(screen.getByText(/como Atendente foi enviado/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('refused and disabled accounts are told so, without the waiting notice', async () => {
    await renderScreen(<AccessStatusPage user={user('refused')} online onLogout={vi.fn()} />, {
      path: '/aguardando-aprovacao',
      user: user('refused'),
    });
    expect(await screen.findByRole('heading', { name: 'Cadastro recusado' })).toBeTruthy();
    expect(screen.queryByText(/atualiza sozinha/)).toBeNull();
    cleanup();
    await renderScreen(<AccessStatusPage user={user('disabled')} online onLogout={vi.fn()} />, {
      path: '/aguardando-aprovacao',
      user: user('disabled'),
    });
    expect(await screen.findByRole('heading', { name: 'Acesso desativado' })).toBeTruthy();
    expect(screen.getByText(/desativou o seu acesso/)).toBeTruthy();
  });
});
