// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/app/theme';
import { UpdatePrompt } from '@/app/pwa';
import { setUpdateState } from '@/app/pwa/update-store';
import { registerUnsavedChanges } from '@/lib/unsaved-changes';
import { setAppOutdated } from '@/lib/app-version';

afterEach(() => {
  cleanup();
  act(() => setUpdateState({ waiting: false, activate: null, updateNow: null }));
  act(() => setAppOutdated(false));
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

  // Issue 29: the server's minimum app version is newer than this build; its writes wait.
  it("says 'Há uma versão nova do aplicativo — Atualizar' when the server asks for a newer app, without 'Depois', and looks for it", () => {
    const updateNow = vi.fn();
    renderPrompt();
    act(() => setUpdateState({ waiting: false, activate: null, updateNow }));
    expect(screen.queryByText('Há uma versão nova do aplicativo')).toBeNull();
    act(() => setAppOutdated(true));
    expect(screen.getByText('Há uma versão nova do aplicativo')).toBeTruthy();
    expect(
      screen.getByText('Suas alterações ficam guardadas neste aparelho e são enviadas depois de atualizar.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Depois' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(updateNow).toHaveBeenCalledTimes(1);
  });

  it('activates a version that already waits when the server asks for a newer app', () => {
    const activate = vi.fn();
    const updateNow = vi.fn();
    renderPrompt();
    act(() => setUpdateState({ waiting: true, activate, updateNow }));
    act(() => setAppOutdated(true));
    expect(screen.getByText('Há uma versão nova do aplicativo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(updateNow).not.toHaveBeenCalled();
  });
});
