// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { closeSessionDatabase, createDoc, openSessionDatabase, updateDoc, type EditableOf } from '@/data';
import { DatajudNewsCard } from '@/features/home/components/DatajudNewsCard';
import { toaster } from '@/lib/toaster';
import { renderScreen } from '../../support/render';

/** Home card "Movimentações novas" (issue 16): processes with DataJud news nobody marked as seen. */
let run = 0;
beforeEach(async () => {
  await openSessionDatabase({ uid: `home-datajud-${++run}-${Date.now()}`, multiInstance: false, sync: false });
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

function process(
  clientId: string,
  cnj: string,
  subject: string,
  datajud?: EditableOf<'proccess'>['datajud'],
  datajudSeenAt: string | null = null,
): EditableOf<'proccess'> {
  return {
    clientId,
    cnj,
    type: 'Judicial',
    subject,
    court: '',
    legalArea: '',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
    ...(datajud ? { datajud } : {}),
    datajudSeenAt,
  };
}
const tracking = (lastChangeAt: string, newCount: number) => ({
  alias: 'tjsp',
  checkedAt: lastChangeAt,
  lastChangeAt,
  status: 'ok' as const,
  newCount,
});

describe('home — Movimentações novas', () => {
  it('lists processes with unseen DataJud news, the latest first, each linking to its process; seen ones drop out', async () => {
    const maria = await createDoc('clients', {
      kind: 'PF',
      name: 'Maria da Silva',
      document: '52998224725',
      email: '',
      phone: '',
      birthDate: null,
      address: { cep: '', street: '', number: '', complement: '', district: '', city: '', uf: '' },
      categoryIds: [],
      notes: '',
      responsibleUid: null,
      appUid: null,
      consent: { messaging: false, date: null, purpose: '' },
    });
    const older = await createDoc(
      'proccess',
      process(maria.id, '00000026520054058100', 'Revisão de benefício', tracking('2026-11-20T10:00:00.000Z', 1)),
    );
    const newer = await createDoc(
      'proccess',
      process(maria.id, '', 'Indenização', tracking('2026-11-24T10:00:00.000Z', 3)),
    );
    // Already seen, and never changed: not listed.
    await createDoc(
      'proccess',
      process(maria.id, '', 'Visto', tracking('2026-11-21T10:00:00.000Z', 2), '2026-11-21T10:00:00.000Z'),
    );
    await createDoc('proccess', process(maria.id, '', 'Sem consulta'));

    await renderScreen(<DatajudNewsCard />);
    const card = within(await screen.findByTestId('home-card-datajud'));
    expect(card.getByRole('heading', { name: /Movimentações novas/ })).toBeTruthy();
    const list = await card.findByRole('list', { name: 'Processos com movimentações novas' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    const links = within(list).getAllByRole('link');
    expect(links[0]!.textContent).toContain('Indenização');
    expect(links[0]!.textContent).toContain('3 novas movimentações');
    expect(links[1]!.textContent).toContain('0000002-65.2005.4.05.8100');
    expect(links[1]!.textContent).toContain('1 nova movimentação');
    await waitFor(() => expect(links[0]!.textContent).toContain('Maria da Silva'));
    const href = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(`/clientes/editar/${maria.id}`);
    expect(Object.fromEntries(href.searchParams)).toEqual({ aba: 'processos', processo: newer.id });
    expect(card.getByLabelText('2 itens')).toBeTruthy();

    // "Marcar como vistas" on the process (datajudSeenAt = the last change): it leaves the card.
    await updateDoc('proccess', older.id, { datajudSeenAt: '2026-11-20T10:00:00.000Z' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
  });

  it('says there is nothing new, and how processes are followed', async () => {
    await renderScreen(<DatajudNewsCard />);
    expect(await screen.findByText(/Nenhuma movimentação nova do DataJud/)).toBeTruthy();
  });
});
