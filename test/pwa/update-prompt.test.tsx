// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/app/theme';
import { UpdatePrompt } from '@/app/pwa';
import { setUpdateState } from '@/app/pwa/update-store';
import { registerUnsavedChanges } from '@/lib/unsaved-changes';

afterEach(() => {
  cleanup();
  act(() => setUpdateState({ waiting: false, activate: null }));
});

function renderPrompt() {
  return render(
    <ChakraProvider value={system}>
      <UpdatePrompt />
    </ChakraProvider>,
  );
}

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', () => {
    renderPrompt();
    expect(screen.queryByText('Nova versão disponível')).toBeNull();
  });

  it("offers 'Nova versão disponível — Atualizar' and activates on click", () => {
    const activate = vi.fn();
    renderPrompt();
    act(() => setUpdateState({ waiting: true, activate }));
    expect(screen.getByText('Nova versão disponível')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('asks first when a form has unsaved input, and does nothing on cancel', () => {
    const activate = vi.fn();
    const unregister = registerUnsavedChanges('client-form');
    try {
      renderPrompt();
      act(() => setUpdateState({ waiting: true, activate }));
      fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
      expect(activate).not.toHaveBeenCalled();
      expect(screen.getByText('Há alterações não salvas')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
      expect(activate).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
      fireEvent.click(screen.getByRole('button', { name: 'Atualizar mesmo assim' }));
      expect(activate).toHaveBeenCalledTimes(1);
    } finally {
      unregister();
    }
  });
});
