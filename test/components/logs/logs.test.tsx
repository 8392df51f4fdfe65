// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  appendLog,
  closeSessionDatabase,
  createDoc,
  findDocs,
  getDoc,
  openSessionDatabase,
  saveUserProfile,
  updateDoc,
  type AppDatabase,
  type LogDoc,
} from '@/data';
import { LogListPage } from '@/features/logs/components/LogListPage';
import { toaster } from '@/lib/toaster';
import { renderScreen, TEST_USER } from '../../support/render';

// Live queries answer asynchronously and the suite runs beside others: give them time.
configure({ asyncUtilTimeout: 5000 });

let db: AppDatabase;
let run = 0;
beforeEach(async () => {
  db = await openSessionDatabase({ uid: `logs-${++run}-${Date.now()}`, multiInstance: false, sync: false });
  await saveUserProfile(db, {
    uid: 'u-ana',
    displayName: 'Ana Souza',
    email: 'ana@x.com',
    phoneNumber: '11987654321',
    cpf: '52998224725',
    role: 'admin',
    status: 'active',
  });
  await saveUserProfile(db, {
    uid: 'u-bruno',
    displayName: 'Bruno Lima',
    email: 'bruno@x.com',
    phoneNumber: '11987654322',
    cpf: '52998224725',
    role: 'advogado',
    status: 'active',
  });
});
afterEach(async () => {
  toaster.remove();
  vi.restoreAllMocks();
  cleanup();
  await closeSessionDatabase();
});

const at = (day: number, hour: number, minute = 0) => new Date(2024, 4, day, hour, minute).toISOString();
function seed(i: number, over: Partial<LogDoc>): LogDoc {
  const time = over.deviceTime ?? at(1, 8, i);
  return {
    id: `log-${i}`,
    actorUid: 'u-ana',
    action: 'update',
    collectionName: 'clients',
    documentId: `doc-${i}`,
    summary: `Entrada ${i}`,
    conflict: null,
    createdAt: time,
    createdBy: 'u-ana',
    updatedAt: time,
    updatedBy: 'u-ana',
    ...over,
    deviceTime: time,
  };
}

/** Twelve entries: eight by Ana on 1 May, four by Bruno (deletions of categories) on 10 May. */
async function seedTwelve() {
  const docs = [
    ...Array.from({ length: 8 }, (_, i) => seed(i, {})),
    ...Array.from({ length: 4 }, (_, i) =>
      seed(8 + i, { actorUid: 'u-bruno', action: 'delete', collectionName: 'categories', deviceTime: at(10, 14, i) }),
    ),
  ];
  await db.logs.bulkInsert(docs);
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('logs screen', () => {
  it("orders by the server's time, and shows a device's own time under it when they differ by more than 5 minutes (issue 26)", async () => {
    await db.logs.bulkInsert([
      // A device whose clock was two hours behind: the server received it last.
      { ...seed(1, { summary: 'Relógio atrasado', deviceTime: at(1, 8) }), serverTime: at(1, 10) },
      { ...seed(2, { summary: 'Relógio certo', deviceTime: at(1, 9) }), serverTime: at(1, 9, 1) },
      // Not on the server yet: the device's time.
      seed(3, { summary: 'Ainda no aparelho', deviceTime: at(1, 9, 30) }),
    ]);
    await renderScreen(<LogListPage />, { path: '/logs' });
    await screen.findByText('Relógio atrasado');
    const order = screen.getAllByText(/^(Relógio atrasado|Relógio certo|Ainda no aparelho)$/).map((e) => e.textContent);
    expect(order).toEqual(['Relógio atrasado', 'Ainda no aparelho', 'Relógio certo']);
    const deviceTimes = screen.getAllByTestId('log-device-time').map((e) => e.textContent);
    expect(deviceTimes).toEqual(['no aparelho: 01/05/2024 08:00']);
  });

  it('tells an atendente there is no permission, with the reason', async () => {
    await renderScreen(<LogListPage />, { path: '/logs', user: { ...TEST_USER, role: 'atendente' } });
    expect(screen.getByText('Sem permissão')).toBeTruthy();
    expect(screen.getByText('Somente administradores e advogados consultam os logs.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists newest first, 10 a page, with dd/MM/yyyy HH:mm dates and names instead of uids', async () => {
    await seedTwelve();
    await renderScreen(<LogListPage />, { path: '/logs', user: { ...TEST_USER, role: 'advogado' } });
    expect(await screen.findByText('1–10 de 12')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('10/05/2024 14:03');
    expect(rows[1]!.textContent).toContain('Bruno Lima');
    expect(rows[1]!.textContent).toContain('Exclusão');
    expect(rows[1]!.textContent).toContain('Categorias');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('01/05/2024 08:00')).toBeTruthy();
  });

  it('filters by who, collection, action and period', async () => {
    await seedTwelve();
    await renderScreen(<LogListPage />, { path: '/logs' });
    await screen.findByText('1–10 de 12');

    fireEvent.change(select('Quem'), { target: { value: 'u-bruno' } });
    await waitFor(() => expect(screen.getByText('4 registros')).toBeTruthy());
    fireEvent.change(select('Quem'), { target: { value: '' } });

    fireEvent.change(select('Coleção'), { target: { value: 'clients' } });
    await waitFor(() => expect(screen.getByText('8 registros')).toBeTruthy());
    fireEvent.change(select('Ação'), { target: { value: 'delete' } });
    expect(await screen.findByText('Nenhum registro neste filtro')).toBeTruthy();
    fireEvent.change(select('Coleção'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByText('4 registros')).toBeTruthy());
    fireEvent.change(select('Ação'), { target: { value: '' } });

    // The period is typed dd/mm/aaaa (not the device language's format).
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '02/05/2024' } });
    await waitFor(() => expect(screen.getByText('4 registros')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '01/05/2024' } });
    await waitFor(() => expect(screen.getByText('8 registros')).toBeTruthy());
    expect((screen.getByLabelText('Até') as HTMLInputElement).value).toBe('01/05/2024');
    // A day that does not exist is said so, and the period is ignored until corrected.
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '31/02/2024' } });
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(screen.getByText('O período foi ignorado até ser corrigido.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1–10 de 12')).toBeTruthy());

    // 'Limpar filtros' empties every filter, the period as typed included.
    fireEvent.change(select('Quem'), { target: { value: 'u-bruno' } });
    await waitFor(() => expect(screen.getByText('4 registros')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByText('1–10 de 12')).toBeTruthy());
    expect(select('Quem').value).toBe('');
    expect((screen.getByLabelText('Até') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('exports the filtered entries as CSV for Excel (BOM, ;), not only the visible page', async () => {
    await seedTwelve();
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:logs';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await renderScreen(<LogListPage />, { path: '/logs' });
    await screen.findByText('1–10 de 12');
    fireEvent.change(select('Quem'), { target: { value: 'u-ana' } });
    await waitFor(() => expect(screen.getByText('8 registros')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    expect(blob).toBeDefined();
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('Data/hora;Usuário;Ação;Coleção;Documento;Resumo;Campo;Valor mantido;Valor perdido');
    expect(lines[1]).toBe('01/05/2024 08:07;Ana Souza;Alteração;Clientes;doc-7;Entrada 7;;;');
  });

  it("restores a conflict's lost value with 'Restaurar este valor' as an audited update", async () => {
    const cat = await createDoc('categories', { name: 'Cível', color: '#1d4ed8', description: 'antiga' });
    await updateDoc('categories', cat.id, { description: 'nova' });
    await appendLog(db, {
      actorUid: 'u-ana',
      action: 'conflict',
      collection: 'categories',
      documentId: cat.id,
      summary: 'Conflito em "description"',
      conflict: {
        field: 'description',
        keptValue: '"nova"',
        lostValue: '"do tablet"',
        keptUpdatedAt: at(2, 10),
        keptUpdatedBy: 'u-ana',
        lostUpdatedAt: at(2, 9),
        lostUpdatedBy: 'u-bruno',
      },
    });
    await renderScreen(<LogListPage />, { path: '/logs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurar este valor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('do tablet')).toBeTruthy();
    // Kept, and what the record holds now (read when the dialog opens).
    await waitFor(() => expect(within(dialog).getAllByText('nova')).toHaveLength(2));
    expect(within(dialog).getByText(/Bruno Lima/)).toBeTruthy();
    const restore = within(dialog).getByRole('button', { name: 'Restaurar este valor' }) as HTMLButtonElement;
    await waitFor(() => expect(restore.disabled).toBe(false));
    fireEvent.click(restore);
    await waitFor(async () => expect((await getDoc('categories', cat.id))!.description).toBe('do tablet'));
    // The restore is itself audited.
    await waitFor(async () =>
      expect((await findDocs('logs', { selector: { summary: { $regex: '^Restaurou o valor' } } })).length).toBe(1),
    );
  });

  it('does not offer to restore a value the record already holds', async () => {
    const cat = await createDoc('categories', { name: 'Cível', color: '#1d4ed8', description: 'do tablet' });
    await appendLog(db, {
      actorUid: 'u-ana',
      action: 'conflict',
      collection: 'categories',
      documentId: cat.id,
      summary: 'Conflito em "description"',
      conflict: {
        field: 'description',
        keptValue: '"nova"',
        lostValue: '"do tablet"',
        keptUpdatedAt: at(2, 10),
        keptUpdatedBy: 'u-ana',
        lostUpdatedAt: at(2, 9),
        lostUpdatedBy: 'u-bruno',
      },
    });
    await renderScreen(<LogListPage />, { path: '/logs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurar este valor' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Este valor já está no registro.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Restaurar este valor' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('an active version that lost to a deletion brings the record back; a field edited then is restorable after', async () => {
    const cat = await createDoc('categories', { name: 'Cível', color: '#1d4ed8', description: 'antiga' });
    const { softDeleteDoc } = await import('@/data');
    await softDeleteDoc('categories', cat.id);
    const lostAt = at(2, 9);
    for (const conflict of [
      { field: '_deleted', keptValue: 'true', lostValue: 'false' },
      { field: 'description', keptValue: '"antiga"', lostValue: '"do tablet"' },
    ]) {
      await appendLog(db, {
        actorUid: 'u-ana',
        action: 'conflict',
        collection: 'categories',
        documentId: cat.id,
        summary: 'Conflito',
        conflict: {
          ...conflict,
          keptUpdatedAt: at(2, 10),
          keptUpdatedBy: 'u-ana',
          lostUpdatedAt: lostAt,
          lostUpdatedBy: 'u-bruno',
        },
      });
    }
    await renderScreen(<LogListPage />, { path: '/logs' });
    expect(await screen.findByText(/em "Descrição": ficou o valor de Ana Souza/)).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: 'Restaurar este valor' });
    expect(buttons).toHaveLength(2);
    // The field first: the record is deleted, so it says what to do.
    const descriptionRow = screen.getByText(/em "Descrição"/).closest('tr')!;
    fireEvent.click(within(descriptionRow).getByRole('button', { name: 'Restaurar este valor' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('O registro está excluído; restaure-o antes de recuperar este valor.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const deletionRow = screen.getByText(/o registro continua excluído/).closest('tr')!;
    fireEvent.click(within(deletionRow).getByRole('button', { name: 'Restaurar este valor' }));
    dialog = await screen.findByRole('dialog');
    const restore = within(dialog).getByRole('button', { name: 'Restaurar este valor' }) as HTMLButtonElement;
    await waitFor(() => expect(restore.disabled).toBe(false));
    fireEvent.click(restore);
    await waitFor(async () => expect((await getDoc('categories', cat.id))?.description).toBe('antiga'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      within(screen.getByText(/em "Descrição"/).closest('tr')!).getByRole('button', { name: 'Restaurar este valor' }),
    );
    dialog = await screen.findByRole('dialog');
    const again = within(dialog).getByRole('button', { name: 'Restaurar este valor' }) as HTMLButtonElement;
    await waitFor(() => expect(again.disabled).toBe(false));
    fireEvent.click(again);
    await waitFor(async () => expect((await getDoc('categories', cat.id))?.description).toBe('do tablet'));
  });
  it("attack (issue 37): a forged conflict about one's own profile, restored by an admin, changes nothing of access", async () => {
    const { restoreConflictValue } = await import('@/features/logs/api/restore-conflict');
    // Bruno (advogado) writes entries shaped like conflicts on his own profile: he "lost" role
    // admin and status active; and one about Ana's profile naming neither of them as its writer.
    const forged = [
      { field: 'role', keptValue: '"advogado"', lostValue: '"admin"', documentId: 'u-bruno', actorUid: 'u-bruno' },
      { field: 'status', keptValue: '"disabled"', lostValue: '"active"', documentId: 'u-bruno', actorUid: 'u-bruno' },
      {
        field: 'displayName',
        keptValue: '"Ana Souza"',
        lostValue: '"Ana X"',
        documentId: 'u-ana',
        actorUid: 'u-bruno',
      },
    ];
    for (const [i, f] of forged.entries()) {
      await appendLog(db, {
        actorUid: f.actorUid,
        action: 'conflict',
        collection: 'users',
        documentId: f.documentId,
        summary: `Conflito ${i}`,
        conflict: {
          field: f.field,
          keptValue: f.keptValue,
          lostValue: f.lostValue,
          keptUpdatedAt: at(2, 10),
          keptUpdatedBy: f.documentId === 'u-ana' ? 'u-ana' : 'u-bruno',
          lostUpdatedAt: at(3, 9),
          lostUpdatedBy: f.documentId === 'u-ana' ? 'u-carla' : 'u-bruno',
        },
      });
    }
    await renderScreen(<LogListPage />, { path: '/logs' });
    const buttons = await screen.findAllByRole('button', { name: 'Restaurar este valor' });
    expect(buttons).toHaveLength(3);
    for (let i = 0; i < buttons.length; i++) {
      fireEvent.click((await screen.findAllByRole('button', { name: 'Restaurar este valor' }))[i]!);
      const dialog = await screen.findByRole('dialog');
      expect(
        await within(dialog).findByText(
          /Este campo define acessos ou é do sistema|não foi gravado por um dos envolvidos/,
        ),
      ).toBeTruthy();
      expect((within(dialog).getByRole('button', { name: 'Restaurar este valor' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    // Called directly (another screen, a script in the console): refused the same way.
    const [roleEntry] = await findDocs('logs', { selector: { summary: 'Conflito 0' } });
    await expect(
      restoreConflictValue('users' as never, 'u-bruno', roleEntry!.conflict!, roleEntry!.actorUid),
    ).rejects.toThrow(/define acessos/);
    expect(await getDoc('users', 'u-bruno')).toMatchObject({ role: 'advogado', status: 'active' });
    expect(await getDoc('users', 'u-ana')).toMatchObject({ role: 'admin', displayName: 'Ana Souza' });
  });
});
