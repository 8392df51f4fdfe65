// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { SignUpForm } from '@/features/auth/components/SignUpForm';
import { renderScreen } from '../../support/render';

afterEach(cleanup);

describe('LoginForm', () => {
  it('shows the spec messages under each field and does not submit invalid input', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderScreen(<LoginForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@' } });
    expect(await screen.findByText('Email inválido')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the spec payload {username, password}', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderScreen(<LoginForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'Ana@Exemplo.com.br' } });
    fireEvent.change(screen.getByLabelText(/Senha/), { target: { value: 'segredo123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'ana@exemplo.com.br', password: 'segredo123' }),
    );
  });
});

describe('SignUpForm', () => {
  it("rejects a CPF typed with dots and dashes with the spec's message", async () => {
    await renderScreen(<SignUpForm onSubmit={vi.fn(async () => undefined)} />);
    const cpf = screen.getByLabelText(/CPF/);
    fireEvent.change(cpf, { target: { value: '529.982.247-25' } });
    fireEvent.blur(cpf);
    expect(await screen.findByText('CPF não pode conter traços e nem pontos')).toBeTruthy();
  });

  it("refuses '123456' as a password with 'Mínimo de 12 caracteres' and does not create the account", async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderScreen(<SignUpForm onSubmit={onSubmit} />);
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/Nome completo/, 'Ana Souza');
    fill(/E-mail/, 'ana@exemplo.com.br');
    fill(/^Senha/, '123456');
    fill(/CPF/, '52998224725');
    fill(/Telefone/, '11987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Mínimo de 12 caracteres')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(onSubmit).not.toHaveBeenCalled();

    fill(/^Senha/, 'senha-de-12c');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ password: 'senha-de-12c' })));
  });

  it('offers only Advogado(a) and Atendente as roles', async () => {
    await renderScreen(<SignUpForm onSubmit={vi.fn(async () => undefined)} />);
    const options = Array.from((screen.getByLabelText(/Função/) as HTMLSelectElement).options).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(['Advogado(a)', 'Atendente']);
  });
});
