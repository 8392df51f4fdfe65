// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, configure } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { LayoutCreatePage, LayoutEditPage } from '@/features/layouts/components/LayoutFormPage';
import { STARTER_TEMPLATES } from '@/features/layouts/starters';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';

configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  localStorage.clear();
  await openSessionDatabase({ uid: `layout-form-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

const CLASH = 'Já existe um layout com este nome';

describe('layout form', () => {
  it("says while typing that the firm already has a layout of that name (a ready-made template picked twice), not for the layout's own name", async () => {
    const starter = STARTER_TEMPLATES[0]!;
    const existing = await createDoc('layouts', {
      name: starter.name,
      kind: starter.kind,
      content: starter.content,
      placeholders: [],
    });
    await renderScreen(<LayoutCreatePage />, { path: '/layouts/cadastrar' });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(starter.name) }));
    expect(await screen.findByText(CLASH)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: `${starter.name} (cópia)` } });
    await waitFor(() => expect(screen.queryByText(CLASH)).toBeNull());
    cleanup();

    await createDoc('layouts', {
      name: 'Contrato de honorários',
      kind: 'contrato_honorarios',
      content: 'x',
      placeholders: [],
    });
    await renderScreen(<LayoutEditPage id={existing.id} />, { path: '/layouts/editar/$id' });
    const name = (await screen.findByLabelText(/Nome/)) as HTMLInputElement;
    expect(name.value).toBe(starter.name);
    fireEvent.change(name, { target: { value: 'contrato de HONORARIOS' } });
    expect(await screen.findByText(CLASH)).toBeTruthy();
    fireEvent.change(name, { target: { value: starter.name } });
    await waitFor(() => expect(screen.queryByText(CLASH)).toBeNull());
  });
});
