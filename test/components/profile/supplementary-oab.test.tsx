// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, getDoc, openSessionDatabase } from '@/data';
import { SupplementaryOabSection } from '@/features/profile/components/SupplementaryOabSection';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

/**
 * Perfil, "Inscrições suplementares da OAB" (issue 38): a lawyer adds and removes registrations in
 * other states on their own `users` document (offline, the local replica); bad input gets a pt-BR
 * message and nothing is saved. The DJEN job asks each (test/functions/djen-capture.test.ts).
 */
let uid = '';
let run = 0;
beforeEach(async () => {
  uid = `oab-${++run}-${Date.now()}`;
  await openSessionDatabase({ uid, multiInstance: false, sync: false });
  const { uid: _ignored, ...rest } = TEST_USER;
  void _ignored;
  await createDoc('users', { ...rest, uid, role: 'advogado', oab: { uf: 'SP', number: '123456' } }, { id: uid });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

describe('inscrições suplementares', () => {
  it('adds, refuses a duplicate or the principal, and removes', async () => {
    const user = { ...TEST_USER, uid, role: 'advogado' as const, oab: { uf: 'SP', number: '123456' } };
    await renderScreen(<SupplementaryOabSection uid={uid} principal={user.oab} />, { path: '/perfil', user });
    const section = screen.getByTestId('supplementary-oab');
    const uf = within(section).getByLabelText('Seccional (UF)');
    const number = within(section).getByLabelText('Número da inscrição suplementar');
    const add = within(section).getByRole('button', { name: /Adicionar/ });

    fireEvent.change(number, { target: { value: '222333' } });
    fireEvent.click(add);
    expect(await within(section).findByText('Escolha a seccional (UF).')).toBeTruthy();

    fireEvent.change(uf, { target: { value: 'SP' } });
    fireEvent.change(number, { target: { value: '123456' } });
    fireEvent.click(add);
    expect(await within(section).findByText('Esta é a sua inscrição principal.')).toBeTruthy();

    fireEvent.change(uf, { target: { value: 'RJ' } });
    fireEvent.change(number, { target: { value: '222333' } });
    fireEvent.click(add);
    await within(section).findByText('OAB RJ 222333');
    await waitFor(async () =>
      expect((await getDoc('users', uid))?.oabSupplementary).toEqual([{ uf: 'RJ', number: '222333' }]),
    );

    fireEvent.change(uf, { target: { value: 'RJ' } });
    fireEvent.change(number, { target: { value: '222333' } });
    fireEvent.click(add);
    expect(await within(section).findByText('Esta inscrição já está na lista.')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Remover OAB RJ 222333' }));
    await within(section).findByText('Nenhuma inscrição suplementar.');
    expect((await getDoc('users', uid))?.oabSupplementary).toEqual([]);
  });
});
