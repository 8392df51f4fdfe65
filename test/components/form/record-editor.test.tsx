// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, getDoc, openSessionDatabase, type EditableOf } from '@/data';
import { ReminderEditPage } from '@/features/reminders/components/ReminderFormPage';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';

configure({ asyncUtilTimeout: 5_000 });

let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `record-editor-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

const reminder: EditableOf<'lembrets'> = {
  title: 'Cobrar procuração',
  message: '',
  dueAt: new Date(2030, 0, 10, 9, 0).toISOString(),
  clientId: null,
  notifyClient: false,
  status: 'pendente',
};

/** An edit page built on useRecordEditor: the record, its absence, 'Salvo', and a delete that can be undone (issue 17). */
describe('edit page (useRecordEditor)', () => {
  it('says the record is not there and leads back to the list', async () => {
    await renderScreen(<ReminderEditPage id="nao-existe" />, { path: '/lembretes/editar/$id' });
    expect(await screen.findByRole('heading', { name: 'Lembrete não encontrado' })).toBeTruthy();
    expect(screen.getByText('Este lembrete não existe neste aparelho ou foi excluído.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos lembretes' }).getAttribute('href')).toBe('/lembretes');
  });

  it('saves with "Salvo" and goes back to the list', async () => {
    const doc = await createDoc('lembrets', reminder);
    const { router } = await renderScreen(<ReminderEditPage id={doc.id} />, { path: '/lembretes/editar/$id' });
    const title = (await screen.findByLabelText(/^Título/)) as HTMLInputElement;
    expect(title.value).toBe('Cobrar procuração');
    fireEvent.change(title, { target: { value: 'Cobrar procuração assinada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lembretes'));
    expect((await getDoc('lembrets', doc.id))?.title).toBe('Cobrar procuração assinada');
  });

  it('deletes after the confirmation, goes back, and "Desfazer" brings the record back', async () => {
    const doc = await createDoc('lembrets', reminder);
    const { router } = await renderScreen(<ReminderEditPage id={doc.id} />, { path: '/lembretes/editar/$id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('“Cobrar procuração” será excluído. Você poderá desfazer logo em seguida.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exclusão concluída')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lembretes'));
    expect(await getDoc('lembrets', doc.id)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(async () => expect((await getDoc('lembrets', doc.id))?.title).toBe('Cobrar procuração'));
  });
});
