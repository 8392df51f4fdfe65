// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDoc, findDocs, getDoc, type ClientDoc } from '@/data';
import type { StaffRole } from '@advocacia/shared/config/roles';
import { ProcessesTab } from '@/features/processes';
import { renderScreen, TEST_USER } from '../../support/render';
import { closeSessionDatabase } from '../clients/helpers';
import { openFreshSession } from '../../support/db';
import { seedBareClient } from '../../support/fixtures';

let client: ClientDoc;
beforeEach(async () => {
  await openFreshSession('proc');
  client = await seedBareClient();
});
afterEach(async () => {
  cleanup();
  await closeSessionDatabase();
});

/** The route keeps the selected process in the URL; here a state does. */
function Tab({ role, initial }: { role: StaffRole; initial?: string }) {
  const [processId, setProcessId] = useState<string | undefined>(initial);
  return <ProcessesTab clientId={client.id} role={role} staff={[]} processId={processId} onSelect={setProcessId} />;
}
const renderTab = (role: StaffRole = 'advogado', initial?: string) =>
  renderScreen(<Tab role={role} initial={initial} />, { path: '/clientes/editar/$id', user: { ...TEST_USER, role } });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};

describe('processes of a client', () => {
  it('requires a valid CNJ number (mod 97 check digits) for a judicial process, masks it and stores 20 digits', async () => {
    await renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Novo processo/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2); // CNJ and subject
    change(/Número CNJ/, '00000026620054058100');
    expect(field(/Número CNJ/).value).toBe('0000002-66.2005.4.05.8100');
    expect(await screen.findByText('Número CNJ inválido')).toBeTruthy();
    change(/Número CNJ/, '0000002-65.2005.4.05.8100');
    await waitFor(() => expect(screen.queryByText('Número CNJ inválido')).toBeNull());
    expect(screen.getByText(/Justiça Federal · ajuizado em 2005/)).toBeTruthy();
    change(/Assunto/, 'Revisão de benefício');
    change(/Vara/, '5ª Vara Federal de Fortaleza');
    change(/Data de abertura/, '10032005');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo')).toBeTruthy();
    const [saved] = await findDocs('proccess');
    expect(saved).toMatchObject({
      clientId: client.id,
      type: 'Judicial',
      cnj: '00000026520054058100',
      subject: 'Revisão de benefício',
      openedAt: '2005-03-10',
    });
    // After creating, the process page opens with its timeline.
    expect(await screen.findByRole('heading', { name: '0000002-65.2005.4.05.8100' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Processos do cliente/ }));
    const row = (await screen.findByText('Revisão de benefício')).closest('tr')!;
    expect(within(row).getByText('0000002-65.2005.4.05.8100')).toBeTruthy();
  });

  it('saves an extrajudicial matter without a number, but still checks a number typed there', async () => {
    await renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Novo processo/ }));
    fireEvent.change(await screen.findByLabelText(/^Tipo/), { target: { value: 'Extrajudicial' } });
    change(/Número CNJ/, '1234567');
    expect(await screen.findByText('Número CNJ inválido')).toBeTruthy();
    change(/Número CNJ/, '');
    change(/Assunto/, 'Notificação extrajudicial ao locador');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await findDocs('proccess')).toHaveLength(1));
    const [saved] = await findDocs('proccess');
    expect(saved).toMatchObject({ type: 'Extrajudicial', cnj: '' });
  });

  it('saves an edited process from its page, and the form keeps what was saved', async () => {
    const process = await createDoc('proccess', {
      clientId: client.id,
      cnj: '',
      type: 'Extrajudicial',
      subject: 'Notificação ao locador',
      court: '',
      legalArea: '',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
    });
    await renderTab('advogado', process.id);
    await screen.findByRole('form', { name: 'Dados do processo' });
    change(/Assunto/, 'Notificação ao locador e ao fiador');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () =>
      expect((await getDoc('proccess', process.id))?.subject).toBe('Notificação ao locador e ao fiador'),
    );
    expect(field(/Assunto/).value).toBe('Notificação ao locador e ao fiador');
  });

  it('adds timeline entries (visible, notify), shows them newest first and moves the current status', async () => {
    const process = await createDoc('proccess', {
      clientId: client.id,
      cnj: '00000026520054058100',
      type: 'Judicial',
      subject: 'Revisão de benefício',
      court: '',
      legalArea: '',
      currentStatus: 'Distribuído',
      openedAt: null,
      responsibleUid: null,
    });
    await createDoc('status_proccess', {
      processId: process.id,
      clientId: client.id,
      status: 'Distribuído',
      description: '',
      date: '2024-01-10T13:00:00.000Z',
      visibleToClient: true,
      notifyClient: false,
    });
    await renderTab('atendente', process.id);
    fireEvent.click(await screen.findByRole('button', { name: /Registrar andamento/ }));
    const form = within(await screen.findByRole('form', { name: 'Novo andamento' }));
    fireEvent.change(form.getByLabelText(/^Status/), { target: { value: 'Sentença' } });
    change(/Data do andamento/, '31022024 1000');
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    change(/Data do andamento/, '050320241430');
    expect(field(/Data do andamento/).value).toBe('05/03/2024 14:30');
    change(/Descrição/, 'Procedente em parte.');
    // 'Notificar cliente' only makes sense for an entry the client can see.
    expect((screen.getByLabelText('Notificar cliente') as HTMLInputElement).disabled).toBe(true);
    // Scoped to the form: the seeded entry's badge in the timeline says 'Visível ao cliente' too.
    fireEvent.click(form.getByText('Visível ao cliente'));
    await waitFor(() => expect((screen.getByLabelText('Notificar cliente') as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(form.getByText('Notificar cliente'));
    await waitFor(() => expect(form.getByText('Notificar cliente').closest('label')?.dataset.state).toBe('checked'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar andamento' }));
    await waitFor(async () => expect(await findDocs('status_proccess')).toHaveLength(2));
    const entry = (await findDocs('status_proccess')).find((e) => e.status === 'Sentença')!;
    expect(entry).toMatchObject({
      processId: process.id,
      clientId: client.id,
      description: 'Procedente em parte.',
      visibleToClient: true,
      notifyClient: true,
    });
    expect(entry.date).toBe(new Date(2024, 2, 5, 14, 30).toISOString());
    const list = await screen.findByRole('list', { name: /Andamentos do processo/ });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p:nth-child(2)')?.textContent),
      ).toEqual(['Sentença', 'Distribuído']),
    );
    await waitFor(async () => expect((await getDoc('proccess', process.id))?.currentStatus).toBe('Sentença'));
    // An atendente adds entries but deletes none.
    expect((screen.getByRole('button', { name: 'Excluir andamento Sentença' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
