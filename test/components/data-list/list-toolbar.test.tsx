// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/app/theme';
import { ListToolbar } from '@/components/data-list';

/** A search box says what it looks in, in words that fit: a shorter placeholder on a phone, the full sentence as its name. */
describe('ListToolbar', () => {
  afterEach(() => cleanup());

  const renderAt = (width: number) => {
    (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width, height: 800 });
    render(
      <ChakraProvider value={system}>
        <ListToolbar
          search=""
          onSearch={() => undefined}
          placeholder="Buscar por nome, CPF/CNPJ, e-mail ou telefone"
          shortPlaceholder="Nome, CPF/CNPJ, e-mail, telefone"
        />
      </ChakraProvider>,
    );
    return screen.getByRole('searchbox', { name: 'Buscar por nome, CPF/CNPJ, e-mail ou telefone' });
  };

  it('on a phone: the short placeholder, the full accessible name', () => {
    expect(renderAt(390).getAttribute('placeholder')).toBe('Nome, CPF/CNPJ, e-mail, telefone');
  });

  it('on a tablet: the full placeholder', () => {
    expect(renderAt(1024).getAttribute('placeholder')).toBe('Buscar por nome, CPF/CNPJ, e-mail ou telefone');
  });
});
